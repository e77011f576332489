import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { appearanceVariables, type AppearanceVariable } from './appearance.ts'

// The table's defaults are what the docs page and the guide show as the kit's own look; the look
// itself is theme/tokens.css. Both must say the same.
const here = dirname(fileURLToPath(import.meta.url))
const tokensCss = readFileSync(join(here, '../theme/tokens.css'), 'utf8')
const rootBlock = /:root\s*\{([^}]*)\}/.exec(tokensCss)?.[1] ?? ''
const tokens = new Map(
  [...rootBlock.matchAll(/(--crew-[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()])
)
const guide = readFileSync(join(here, '../../../../docs/embedding.md'), 'utf8')

/** A tokens.css size in px: `8px`, or `calc(N * var(--_rem, 1rem))` at the kit's 16 px. */
function pixels(value: string): number | undefined {
  const px = /^(-?[\d.]+)px$/.exec(value)
  if (px) return Number(px[1])
  const rem = /^calc\(([\d.]+) \* var\(--_rem, 1rem\)\)$/.exec(value)
  return rem ? Number(rem[1]) * 16 : undefined
}

const entries = Object.entries(appearanceVariables) as Array<[string, AppearanceVariable]>

describe('the appearance table’s defaults', () => {
  // A partner who passes the documented default (the font stack starts with `-apple-system`) gets the kit's own look, not a TypeError.
  it.each(entries)('%s’s default passes its own check', (_name, variable) => {
    expect(variable.valid(variable.default)).toBe(true)
  })

  it.each(entries.filter(([, variable]) => variable.kind !== 'keyword'))(
    '%s’s default sets what theme/tokens.css sets',
    (_name, variable) => {
      for (const [token, value] of variable.declarations(variable.default)) {
        // Derived tokens (the primary's hover) are the kit's own picks, not a mix of the default.
        if (value.startsWith('color-mix(')) continue
        const css = tokens.get(token)
        expect(css, token).toBeDefined()
        if (variable.kind === 'px') expect(pixels(css ?? ''), token).toBe(pixels(value))
        else expect(css, token).toBe(value)
      }
    }
  )

  it('numbers have their range as min and max, and the default inside it', () => {
    for (const [name, variable] of entries.filter(
      ([, variable]) => variable.kind === 'px' || variable.kind === 'integer'
    )) {
      expect(variable.range, name).toContain(`from ${variable.min} to ${variable.max}`)
      expect(variable.default as number, name).toBeGreaterThanOrEqual(variable.min ?? Number.NaN)
      expect(variable.default as number, name).toBeLessThanOrEqual(variable.max ?? Number.NaN)
    }
  })

  it('the partner guide’s Default column says the same (the font stack abbreviated)', () => {
    for (const [name, variable] of entries) {
      const row = guide.split('\n').find((line) => line.startsWith(`| \`${name}\` |`))
      const shown =
        variable.kind === 'keyword'
          ? `'${String(variable.default)}'`
          : variable.kind === 'font-family'
            ? 'system-ui, …, sans-serif'
            : String(variable.default)
      expect(row?.split(' | ')[2], name).toBe(`\`${shown}\``)
    }
  })
})

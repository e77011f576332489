import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Windows high contrast replaces the kit's colours with the system's and drops backgrounds and
// shadows, so a control drawn only by them would vanish: each stylesheet draws its boxes again.
const src = join(dirname(fileURLToPath(import.meta.url)), '..')
// tokens.css holds only the page-level defaults, no boxes.
const stylesheets = Object.fromEntries(
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css') && !path.endsWith('tokens.css'))
    .map((path) => [path.replaceAll('\\', '/'), readFileSync(join(src, path), 'utf8')])
)

/** The text of a stylesheet's `@media (forced-colors: active)` blocks. */
function forcedColorRules(css: string): string {
  const start = css.indexOf('@media (forced-colors: active)')
  return start < 0 ? '' : css.slice(start)
}

describe('forced colours (Windows high contrast)', () => {
  it('every stylesheet of the kit has rules for it, drawn in system colours', () => {
    expect(Object.keys(stylesheets).length).toBeGreaterThan(10)
    for (const [path, css] of Object.entries(stylesheets)) {
      const rules = forcedColorRules(css)
      expect(rules, path).not.toBe('')
      expect(rules, path).toMatch(/\b(?:CanvasText|ButtonText|Highlight|FieldText|LinkText)\b/)
    }
  })

  it('keeps the access pass’s QR code black on white', () => {
    const rules = forcedColorRules(stylesheets['access-pass/access-pass.css'] ?? '')
    const frame = /\.qr-frame \{([^}]*)\}/.exec(rules)?.[1] ?? ''
    expect(frame).toContain('forced-color-adjust: none')
    expect(frame).toContain('background: #ffffff')
    expect(frame).toContain('color: #000000')
  })
})

// One formatter for the house (.prettierrc.json): `npm run lint` runs its check before ESLint, so
// `npm test` stops on a file that was not formatted.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { check, format, getFileInfo, resolveConfig } from 'prettier'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const scripts = (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { scripts: Record<string, string> })
  .scripts

describe('the formatter', () => {
  it('is checked by npm run lint, over the whole tree', () => {
    expect(scripts.lint).toMatch(/^prettier --check (?:--\S+ \S+ )*\. && /)
  })

  it('refuses a source file written in another style, and accepts it once formatted', async () => {
    const filepath = `${root}/packages/core/src/example.ts`
    const options = { ...(await resolveConfig(filepath)), filepath }
    const unformatted = 'export const answer = {value: "42"};\n'
    expect(await check(unformatted, options)).toBe(false)
    const formatted = await format(unformatted, options)
    expect(formatted).toBe("export const answer = { value: '42' }\n")
    expect(await check(formatted, options)).toBe(true)
  })

  it('covers the sources and leaves alone only what is generated or pinned', async () => {
    const ignored = async (path: string) =>
      (await getFileInfo(`${root}/${path}`, { ignorePath: [`${root}/.gitignore`, `${root}/.prettierignore`] })).ignored
    expect(await ignored('packages/core/src/index.ts')).toBe(false)
    expect(await ignored('tests/e2e/faults.spec.ts')).toBe(false)
    expect(await ignored('packages/widgets/custom-elements.json')).toBe(true)
  })
})

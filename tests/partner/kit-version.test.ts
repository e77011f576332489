// The version a second copy of the kit names in its warning is the package's own.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string) => readFileSync(new URL(`../../packages/widgets/${path}`, import.meta.url), 'utf8')

describe('the kit’s version', () => {
  it('in the code is the one in package.json (change both when releasing)', () => {
    const { version } = JSON.parse(read('package.json')) as { version: string }
    expect(read('src/elements/version.ts')).toContain(`export const KIT_VERSION = '${version}'`)
  })
})

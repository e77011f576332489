// The version a second copy of the kit names in its warning is the package's own.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { KIT_VERSION } from '../../packages/widgets/src/elements/version.ts'

describe('the kit’s version', () => {
  it('in the code is the one in package.json (change both when releasing)', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../packages/widgets/package.json', import.meta.url), 'utf8')) as { version: string }
    expect(KIT_VERSION).toBe(manifest.version)
  })
})

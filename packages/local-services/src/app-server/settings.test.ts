import { describe, expect, it } from 'vitest'
import { localBuildNumber } from './settings.ts'

describe('build number', () => {
  it('names the version and the commit inside git', () => {
    expect(localBuildNumber('0.1.0', process.cwd())).toMatch(/^0\.1\.0\+[0-9a-f]{7,}(-dirty)?$/)
  })

  it('falls back to the version outside git', () => {
    expect(localBuildNumber('0.1.0', '/')).toBe('0.1.0')
  })
})

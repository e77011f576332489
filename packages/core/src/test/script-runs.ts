import { afterAll, beforeAll, vi } from 'vitest'
import type { Mock } from 'vitest'

/**
 * A spy on what hostile data would call if it ran as code (a payload's `__pwned()`, `alert`,
 * `confirm`), stubbed on the page for the calling file's tests. It must never have been called.
 */
export function watchForScriptRuns(): Mock {
  const pwned = vi.fn()
  beforeAll(() => {
    vi.stubGlobal('__pwned', pwned)
    vi.stubGlobal('alert', pwned)
    vi.stubGlobal('confirm', pwned)
  })
  afterAll(() => vi.unstubAllGlobals())
  return pwned
}

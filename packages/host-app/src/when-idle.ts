/**
 * Resolves when the browser is idle, or after `limit` ms at the latest; where it cannot say (Safari
 * has no `requestIdleCallback`), after `fallback` ms.
 */
export function whenIdle(limit: number, fallback: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: limit })
    else setTimeout(resolve, fallback)
  })
}

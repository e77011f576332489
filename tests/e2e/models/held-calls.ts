import type { Page, Route } from '@playwright/test'

/**
 * Holds the page's requests that `match` names, unanswered, until the test lets them go: a server
 * that has not answered yet (the kept answer's reload) or never will (the time limit).
 */
export async function holdCalls(page: Page, match: (url: URL) => boolean) {
  const held: Route[] = []
  let holding = true
  const hold = (route: Route) => {
    if (!holding) return route.continue()
    held.push(route)
    return undefined
  }
  await page.route(match, hold)
  return {
    /** How many requests are held now. */
    count: () => held.length,
    /** Lets the held requests go on to the server, and every later one. */
    async release() {
      holding = false
      for (const route of held.splice(0)) await route.continue()
    },
    /** Fails the held requests, as a connection that broke would, and lets every later one through. */
    async abort() {
      holding = false
      for (const route of held.splice(0)) await route.abort().catch(() => undefined)
    },
    /** Stops watching the page's requests. */
    stop: () => page.unroute(match, hold)
  }
}

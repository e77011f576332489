// The calendar feed as a pilot and a calendar app meet it (docs/calendar.md): the page's link read by
// a client with no cookie and no token, its QR code, and a new link that refuses the old one.
import AxeBuilder from '@axe-core/playwright'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { expect, test } from './fixtures.ts'
import { accounts } from './models/accounts.ts'

const https = (webcal: string) => webcal.replace(/^webcal:/, 'https:')

test('a calendar app reads the feed from the page’s link with no cookie or token; a new link refuses the old', async ({
  portal,
  page,
  playwright
}) => {
  await portal.signInAs(accounts.bat)
  await page.goto('/training')
  await page.getByRole('link', { name: 'Subscribe in your calendar' }).click()
  await expect(portal.heading).toHaveText('Subscribe in your calendar')
  await expect(page.getByText('Anyone who has the link can read your training schedule')).toBeVisible()
  await page.getByRole('button', { name: 'Get my link' }).click()
  const subscribe = page.getByRole('link', { name: 'Subscribe', exact: true })
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/.+\.ics$/)
  const first = (await subscribe.getAttribute('href')) ?? ''

  // A calendar app: a plain GET, with no cookie and no Authorization header.
  const client = await playwright.request.newContext({ ignoreHTTPSErrors: true })
  const feed = await client.get(https(first))
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const text = await feed.text()
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(text).toContain('SUMMARY:Ground school: systems – A320 Type Rating')
  expect((await client.get(https(first), { headers: { 'if-none-match': feed.headers().etag ?? '' } })).status()).toBe(
    304
  )

  // A phone's camera reads the same link off the screen.
  const qr = page.getByRole('img', { name: 'QR code of your calendar link' })
  await expect(qr).toBeVisible()
  const shot = PNG.sync.read(await qr.screenshot())
  expect(jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data).toBe(first)
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  await page.getByRole('button', { name: 'New link' }).click()
  await expect(page.getByRole('alertdialog')).toContainText('stops working at once')
  await page.getByRole('button', { name: 'Make a new link' }).click()
  await expect(subscribe).not.toHaveAttribute('href', first)
  const second = (await subscribe.getAttribute('href')) ?? ''
  expect((await client.get(https(first))).status()).toBe(404)
  expect((await client.get(https(second))).status()).toBe(200)
  await client.dispose()
})

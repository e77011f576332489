import { type Page, expect } from '@playwright/test'
import { passWindowStart } from '@crew-portal/contract'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

/** The pass's QR code on a pilot's phone (`/access-pass`). */
export const doorCode = (page: Page) =>
  page.locator('crew-access-pass').locator('svg[part="qr"][aria-label^="Door code"]')

/** The window a code was signed for, and a moment `after` ms into it. */
export const windowOf = (code: string) => Number(code.split('.')[4])
export const inWindowOf = (code: string, after = 5_000) => new Date(passWindowStart(windowOf(code)) + after)

/** Reads the QR code off a screenshot of the whole phone screen, as the gate's camera would. */
export async function scanScreen(page: Page): Promise<string> {
  await expect(doorCode(page)).toBeVisible()
  // As a pilot holds it up: the code in the middle of the screen.
  await doorCode(page).evaluate((qr) => qr.scrollIntoView({ block: 'center' }))
  const shot = PNG.sync.read(await page.screenshot())
  const code = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data
  if (!code) throw new Error('no QR code read from the screen')
  return code
}

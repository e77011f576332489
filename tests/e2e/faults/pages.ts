// The product's pages in the fault matrix: each list, a detail page of each area (of the BAT pilot's
// seed), the access pass and the notification settings. Which calls each makes is recorded, not listed here.
import type { Locator, Page } from '@playwright/test'
import type { SignedIn } from './lane.ts'
import { expect } from './lane.ts'
import { expectCount, expectSomeText, expectTexts, poll } from './waits.ts'
import type { CaseFacts, Surface } from './surface.ts'

/** A side-nav entry the app must still reach once the fault is gone, and the heading it shows. */
interface NavTarget {
  link: string
  path: string
  heading: string
}

export interface FaultPage {
  name: string
  path: string
  /** The page's heading when nothing fails. */
  heading: string
  away: NavTarget
  /**
   * Calls of the app shell that are also this page's own data (the training events are the side
   * nav's airlines on every page, and the list itself on the training and pre-check-in lists).
   */
  owns?: readonly string[]
}

const toTraining: NavTarget = { link: 'Training', path: '/training', heading: 'Training' }
const toLibrary: NavTarget = { link: 'Library', path: '/library', heading: 'Library' }
const EVENTS = 'GET /api/v1/trainingevents'

/**
 * The app shell's own page: it has no data of its own, so what it calls, every page calls (the
 * remote configuration, the side nav's training events). Those calls get their cases here, once,
 * and on the pages that `own` them; every other call gets its cases on each page that makes it.
 */
export const SHELL_PAGE: FaultPage = { name: 'the app shell', path: '/help', heading: 'Help', away: toTraining }

export const FAULT_PAGES: readonly FaultPage[] = [
  { name: 'training list', path: '/training', heading: 'Training', away: toLibrary, owns: [EVENTS] },
  // A past event: it also asks for the training records, the catalogue's one 404 with the server's words.
  { name: 'training event', path: '/training/evt-bat-past-1', heading: 'A320 Recurrent Training', away: toTraining },
  { name: 'library', path: '/library', heading: 'Library', away: toTraining },
  { name: 'library document', path: '/library/doc-a320-fcom', heading: 'A320 FCOM', away: toTraining },
  { name: 'learning', path: '/learning', heading: 'Learning', away: toTraining },
  { name: 'course', path: '/learning/cw-a320-systems', heading: 'A320 Systems', away: toTraining },
  { name: 'pre-check-in list', path: '/pre-check-in', heading: 'Pre-check-in', away: toTraining, owns: [EVENTS] },
  {
    name: 'pre-check-in event',
    path: '/pre-check-in/evt-bat-upcoming',
    heading: 'Pre-check-in: A320 Type Rating',
    away: toTraining
  },
  { name: 'access pass', path: '/access-pass', heading: 'Access pass', away: toTraining },
  {
    name: 'notification settings',
    path: '/user/settings/notifications?sms=on',
    heading: 'Notification settings',
    away: toTraining
  }
]

function sessionDialog(page: Page): Locator {
  return page.getByRole('alertdialog', { name: /session/i })
}

function bannerAlert(page: Page): Locator {
  return page.locator('crew-banner').getByRole('alert')
}

/** The session-expired dialog, the catalogue's banner, or neither, as the catalogue says. */
async function expectCatalogue(page: Page, { outcome }: CaseFacts): Promise<void> {
  if (outcome.kind === 'sessionExpired') {
    await expectCount(sessionDialog(page), 1, 'the session-expired dialog')
    await expect(sessionDialog(page)).toBeVisible()
    return
  }
  await expect(sessionDialog(page), 'no session-expired dialog').toHaveCount(0)
  if (outcome.kind === 'banner') await expectSomeText(bannerAlert(page), outcome.message, 'the catalogue’s banner')
  else await expect(bannerAlert(page), 'no error banner').toHaveCount(0)
}

/** The page says something: its content, its own error or its empty state, never nothing. */
async function expectNotBlank(page: Page): Promise<void> {
  await poll(async () => (await page.locator('main').innerText()).trim().length, 'main has text').toBeGreaterThan(0)
}

export function appSurface(target: FaultPage, words: SignedIn['words']): Surface {
  return {
    name: target.name,
    path: target.path,
    words,
    async expectAsUsual(page) {
      await expectTexts(page.locator('main h1'), [target.heading], 'the page as usual')
    },
    async expectCase(page, facts) {
      await expectCatalogue(page, facts)
      await expectNotBlank(page)
    },
    async expectRecovered(page, { outcome }) {
      // The session-expired dialog holds the page until the pilot signs in again; coming back to the
      // app (a reload) while the session is still good is the way on.
      if (outcome.kind === 'sessionExpired') await page.reload()
      await page.locator('crew-side-nav').getByRole('link', { name: target.away.link, exact: true }).click()
      await expectTexts(page.locator('main h1'), [target.away.heading], 'the side nav still navigates')
      expect(new URL(page.url()).pathname).toBe(target.away.path)
    }
  }
}

import { type BrowserContext, type Locator, type Page, expect } from '@playwright/test'
import { origins } from '../playwright.config.ts'
import { type Account, PASSWORD, accounts } from './accounts.ts'

type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number]

/**
 * What a real sign-in of an account left in the browser that keeps the pilot signed in: MSAL's
 * cache in local storage, the cookie holding the key MSAL encrypts it with, and the identity
 * provider's session cookies (silent renewal and sign-out use them). Saved for the worker's later
 * tests of the same account, which start from it instead of signing in again.
 */
interface SavedSignIn {
  cookies: Cookie[]
  local: Record<string, string>
}

const SIGN_IN_COOKIES = /^(msal\.cache\.encryption|_session|_session\.sig)$/
const savedSignIns = new Map<string, SavedSignIn>()

/** The product as a pilot uses it: what they see and what they do, by role and name. */
export class CrewPortal {
  constructor(readonly page: Page) {}

  async open(path = '/training'): Promise<void> {
    await this.page.goto(path)
  }

  /**
   * Opens `path` signed in as `account`. The first time in a worker (or with `fresh`) it is the real
   * redirect sign-in: the app sends the pilot to the identity provider and back. After that, the
   * page starts from what that sign-in left (MSAL's cache and the sessions), as a pilot coming back
   * to the app in a new tab: the app still reads its account and token through MSAL. Tests about
   * the sign-in itself (where it returns to, what runs right after it) pass `fresh`.
   */
  async signInAs(
    account: Account,
    path = '/training',
    options: { keepContactCard?: boolean; fresh?: boolean } = {}
  ): Promise<void> {
    const earlier = options.fresh ? undefined : savedSignIns.get(account.email)
    if (earlier) {
      await this.restore(earlier)
      await this.page.goto(path)
    } else {
      await this.page.goto(path)
      await this.fillSignIn(account)
      await this.page.waitForURL((url) => url.origin === origins.app && !url.pathname.startsWith('/redirect'))
    }
    await expect(this.userMenuButton).toBeVisible()
    if (!earlier) savedSignIns.set(account.email, await this.saveSignIn())
    if (!options.keepContactCard) await this.dismissContactCardOf(account)
  }

  private async saveSignIn(): Promise<SavedSignIn> {
    const cookies = (await this.page.context().cookies()).filter((cookie) => SIGN_IN_COOKIES.test(cookie.name))
    const local = await this.page.evaluate(() =>
      Object.fromEntries(Object.entries(localStorage).filter(([name]) => name.startsWith('msal.')))
    )
    return { cookies, local }
  }

  /** Puts a saved sign-in into this page's browser: its cookies, and MSAL's cache in local storage. */
  private async restore({ cookies, local }: SavedSignIn): Promise<void> {
    await this.page.context().addCookies(cookies)
    await this.withoutApp((entries) => {
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value)
    }, local)
  }

  /**
   * Runs `work` in a static page of the app's origin, to read or change its storage while no app
   * runs (an app page that lost its session mid-way would start a sign-in redirect of its own).
   */
  async withoutApp(
    work: (entries: Record<string, string>) => void,
    entries: Record<string, string> = {}
  ): Promise<void> {
    await this.page.goto('/privacy.html')
    await this.page.evaluate(work, entries)
  }

  /**
   * With the seed fresh, the BAT pilot's contact card always opens after sign-in (and, being
   * modal, holds the page); tests about something else close it, as a pilot would.
   */
  async dismissContactCardOf(account: Account): Promise<void> {
    if (account.email !== accounts.bat.email) return
    await expect(this.contactCard).toBeVisible()
    await this.contactCard.getByRole('button', { name: 'Close' }).click()
    await expect(this.contactCard).toBeHidden()
  }

  async fillSignIn(account: Account, password = PASSWORD): Promise<void> {
    await this.page.getByLabel('E-mail').fill(account.email)
    await this.page.getByLabel('Password').fill(password)
    await this.page.getByRole('button', { name: 'Sign in' }).click()
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 })
  }

  get userMenuButton(): Locator {
    return this.page.locator('crew-user-menu').getByRole('button').first()
  }

  async openUserMenu(): Promise<Locator> {
    await this.userMenuButton.click()
    return this.page.locator('crew-user-menu')
  }

  async logOut(): Promise<void> {
    const menu = await this.openUserMenu()
    await menu
      .getByRole('button', { name: 'Log Out' })
      .or(menu.getByRole('link', { name: 'Log Out' }))
      .click()
  }

  /**
   * The identity provider's end-session confirmation, when it asks. Waits for the provider's first
   * page after the logout, the question or the sign-in form, since the question may come a moment
   * after the logout's click.
   */
  async confirmSignOutIfAsked(): Promise<void> {
    const confirm = this.page.getByRole('button', { name: 'Sign out' })
    await expect(confirm.or(this.page.getByLabel('E-mail')).first()).toBeVisible({ timeout: 20_000 })
    if (await confirm.isVisible()) await confirm.click()
  }

  get banner(): Locator {
    return this.page.locator('crew-banner')
  }

  get contactCard(): Locator {
    return this.page.locator('crew-contact-card').getByRole('dialog')
  }

  get sideNav(): Locator {
    return this.page.locator('crew-side-nav')
  }

  /**
   * Starts recording main-frame navigations and survey script requests; the returned function
   * tells whether the survey script was requested since the app's last page load (the redirect
   * bridge does not count).
   */
  recordSurveyLoads(): () => boolean {
    const log: string[] = []
    this.page.on('framenavigated', (frame) => {
      if (frame === this.page.mainFrame()) log.push(`nav ${frame.url()}`)
    })
    this.page.on('requestfinished', (request) => {
      if (request.url().includes('/survey/')) log.push('survey')
    })
    return () => {
      const landed = log.findLastIndex(
        (entry) => entry.startsWith(`nav ${origins.app}`) && !entry.includes('/redirect')
      )
      return landed >= 0 && log.slice(landed).includes('survey')
    }
  }

  /**
   * Resolves once the page load that follows has started the app's running parts, and what they
   * show has painted: once the page has its answer, the load plan's start asks for the remote
   * configuration and searches the events for a contact card, and the banner's and the contact
   * card's elements load. What a test says does not happen (a card, a banner) would have by then.
   * Call it once the page load has begun and the last one is gone (`waitUntil: 'commit'`), or
   * before a load that follows a page that has long started; await it after.
   */
  nextStart(): Promise<void> {
    const configuration = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/configuration/settings'
    )
    return configuration.then(() =>
      this.page.evaluate(async () => {
        await Promise.all([customElements.whenDefined('crew-banner'), customElements.whenDefined('crew-contact-card')])
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      })
    )
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name }).or(this.page.getByRole('alertdialog', { name }))
  }
}

import { type Locator, type Page, expect } from '@playwright/test'
import { origins } from '../playwright.config.ts'
import { type Account, PASSWORD, accounts } from './accounts.ts'

/** The product as a pilot uses it: what they see and what they do, by role and name. */
export class CrewPortal {
  constructor(readonly page: Page) {}

  async open(path = '/training'): Promise<void> {
    await this.page.goto(path)
  }

  /** The real redirect sign-in: the app sends the pilot to the identity provider and back. */
  async signInAs(account: Account, path = '/training', options: { keepContactCard?: boolean } = {}): Promise<void> {
    await this.page.goto(path)
    await this.fillSignIn(account)
    await this.page.waitForURL((url) => url.origin === origins.app && !url.pathname.startsWith('/redirect'))
    await expect(this.userMenuButton).toBeVisible()
    if (!options.keepContactCard) await this.dismissContactCardOf(account)
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
    await menu.getByRole('button', { name: 'Log Out' }).or(menu.getByRole('link', { name: 'Log Out' })).click()
  }

  /** The identity provider's end-session confirmation, when it asks. */
  async confirmSignOutIfAsked(): Promise<void> {
    const confirm = this.page.getByRole('button', { name: 'Sign out' })
    if (await confirm.isVisible().catch(() => false)) await confirm.click()
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
      const landed = log.findLastIndex((entry) => entry.startsWith(`nav ${origins.app}`) && !entry.includes('/redirect'))
      return landed >= 0 && log.slice(landed).includes('survey')
    }
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name }).or(this.page.getByRole('alertdialog', { name }))
  }
}

import { type Locator, type Page, expect } from '@playwright/test'

/** The door check at `/gate`, as whoever guards the door uses it. */
export class Gate {
  constructor(readonly page: Page) {}

  /** Opens the gate and waits until it holds the issuer's keys (online: it syncs on load). */
  async open(): Promise<void> {
    await this.page.goto('/gate')
    await expect(this.page.getByText(/Keys and revocations as of/)).toBeVisible()
  }

  get codeField(): Locator {
    return this.page.getByLabel('Code', { exact: true })
  }

  /** Types or pastes a code, as when the camera fails, and asks for the verdict. */
  async check(code: string): Promise<void> {
    await this.codeField.fill(code)
    await this.page.getByRole('button', { name: 'Check', exact: true }).click()
  }

  /**
   * As a door scanner in keyboard mode reads a code: into whatever has the focus (the gate's Code
   * field, R-GATE-2), every character within a few milliseconds of the last, then its suffix (CR,
   * sent as Enter).
   */
  async scan(code: string): Promise<void> {
    await expect(this.codeField).toBeFocused()
    await this.page.keyboard.type(code, { delay: 10 })
    await this.page.keyboard.press('Enter')
  }

  /** Ready for the next pilot: the Code field empty, with the focus (R-GATE-2). */
  async expectReady(): Promise<void> {
    await expect(this.codeField).toHaveValue('')
    await expect(this.codeField).toBeFocused()
  }

  /** The verdict area: "Valid" with the holder, or "Refused" with the reason. */
  get verdict(): Locator {
    return this.page.getByTestId('gate-verdict')
  }

  async expectValid(holder: string): Promise<void> {
    await expect(this.verdict).toContainText('Valid')
    await expect(this.verdict).toContainText(holder)
    await expect(this.verdict).not.toContainText('Refused')
  }

  async expectRefused(reason: RegExp): Promise<void> {
    await expect(this.verdict).toContainText('Refused')
    await expect(this.verdict).toContainText(reason)
  }
}

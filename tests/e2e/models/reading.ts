import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test'
import { origins } from '../playwright.config.ts'

/** Where the app records an acknowledgement (contract `READING_ACKNOWLEDGEMENTS_PATH`). */
export const ACKNOWLEDGEMENTS_CALL = '/api/v1/reading/acknowledgements'

/**
 * Publishes a new version of a library document through the local API's control endpoint
 * (docs/local-services.md): from then on the library and every event requiring it answer that version.
 */
export async function publishVersion(request: APIRequestContext, documentId: string, version: string): Promise<void> {
  const response = await request.post(`${origins.api}/__control/library/documents/${documentId}/version`, {
    data: { version }
  })
  if (!response.ok()) throw new Error(`version not published: ${response.status()} ${await response.text()}`)
}

/** Required reading as a pilot meets it: an event's section, a document's page and its confirmation. */
export class RequiredReadingPages {
  constructor(readonly page: Page) {}

  /** The event page's "Required reading" section. */
  get eventSection(): Locator {
    return this.page.locator('section[aria-labelledby="event-reading"]')
  }

  /** A required document's line in the event's section, by its title. */
  eventItem(title: string): Locator {
    return this.eventSection.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: title }) })
  }

  async expectProgress(read: number, total: number): Promise<void> {
    await expect(this.eventSection.getByText(`${read} of ${total} read`)).toBeVisible()
  }

  get confirmButton(): Locator {
    return this.page.getByRole('button', { name: 'I have read and understood' })
  }

  /** "I have read and understood", then Confirm in the dialog that names the document and `version`. */
  async acknowledge(title: string, version: string): Promise<void> {
    await this.confirmButton.click()
    const dialog = this.page.getByRole('alertdialog', { name: 'I have read and understood' })
    await expect(dialog).toContainText(`“${title}”, version ${version}`)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await expect(dialog).toBeHidden()
  }
}

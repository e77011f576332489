// `configureCrewPortal`, exported by the loader and by every element's file: it loads the core's
// configuration only when called, so a page that passes data never downloads it. Call it before or
// after the elements render; connected elements render their data the moment it has run.
import type { Environment, PartnerOptions } from '@crew-portal/core'

/** Configures connected mode (see docs/embedding.md §6); rejects with a TypeError naming a bad option. */
export async function configureCrewPortal(options: PartnerOptions | Environment): Promise<void> {
  const { configure } = await import('./configure.ts')
  configure(options)
}

/**
 * Opens a connected `<crew-contact-card>`: for `event` (one of the API's training events) or, without
 * one, for the pilot's next event that has an account executive. Resolves whether a card opened
 * (false without an executive with both e-mail and phone).
 */
export async function showContactCard(options: { event?: unknown } = {}): Promise<boolean> {
  const { showCard } = await import('./configure.ts')
  return showCard(options)
}

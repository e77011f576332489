// The kit-wide calls, their one implementation: every element's file exports them, and the loader's
// and crew-define.js's hand over to them. `configureCrewPortal` loads the core's configuration only
// when it has connected mode's options, so a page that passes data never downloads it. Call them before or after the elements render: elements on screen follow.
import type { Environment, PartnerOptions } from '@crew-portal/core'
import type { CrewTranslation } from '../i18n/messages.ts'
import type { CrewPortalUpdate } from './kit.ts'

/** Connected mode's options (or the product's whole environment) and the kit's own options, or these alone. */
export type CrewPortalOptions = ((PartnerOptions | Environment) & CrewPortalUpdate) | CrewPortalUpdate

/**
 * Configures connected mode (see docs/embedding.md §6) and the kit's options (`locale`, `appearance`); rejects
 * with a TypeError naming a bad option, having changed nothing.
 */
export async function configureCrewPortal(options: CrewPortalOptions): Promise<void> {
  const { kitOptionsOf } = await import('./kit.ts')
  const { apply, connection } = kitOptionsOf(options)
  if (connection) (await import('./configure.ts')).configure(connection as PartnerOptions | Environment)
  apply()
}

/** Changes the kit's options on a live page (`{ locale, appearance }`); rejects with a TypeError naming a bad one. */
export async function updateCrewPortal(options: CrewPortalUpdate): Promise<void> {
  ;(await import('./kit.ts')).updateCrewPortal(options)
}

/** Adds a language, or replaces some of a language's words (docs/embedding.md §8). */
export async function registerCrewTranslation(locale: string, translation: CrewTranslation): Promise<void> {
  ;(await import('./kit.ts')).registerCrewTranslation(locale, translation)
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

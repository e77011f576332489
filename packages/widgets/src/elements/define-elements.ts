// dist/crew-define.js: a copy of the kit under names of its own, so that two major versions run on
// one page (docs/embedding.md, "Two versions on one page"). Like the loader it holds no element
// code: the first time one of its tags (`crew-access-pass-v3`...) appears in the document, it
// imports that element's file of this copy. Unlike the loader it defines no bare name, so it can be
// loaded beside another version's crew-loader.js. The kit-wide calls exported here are this copy's:
// they configure, translate and restyle this copy's elements only.
import { addSuffix } from './suffixes.ts'
import { KIT_TAGS, suffixOf } from './suffix.ts'

import type { CrewTranslation } from '../i18n/messages.ts'
import type { CrewPortalOptions } from './configure-lazy.ts'
import type { CrewPortalUpdate } from './kit.ts'

export type { CrewPortalOptions } from './configure-lazy.ts'

/** What `defineCrewElements` takes. */
export interface CrewElementsOptions {
  /**
   * What follows each element's name: `v3` defines `crew-access-pass-v3`, `crew-contact-card-v3` and
   * the rest. Lower-case letters a-z and digits, in parts joined by single hyphens, at most 32
   * characters; anything else is refused with a TypeError naming it.
   */
  suffix: string
}

const elementModules: Readonly<Record<(typeof KIT_TAGS)[number], () => Promise<unknown>>> = {
  'crew-access-pass': () => import('../entries/crew-access-pass.ts'),
  'crew-contact-card': () => import('../entries/crew-contact-card.ts'),
  'crew-banner': () => import('../entries/crew-banner.ts'),
  'crew-user-menu': () => import('../entries/crew-user-menu.ts'),
  'crew-side-nav': () => import('../entries/crew-side-nav.ts')
}

/** The element files this copy asked for: each loads once, whichever suffix's tag appeared first. */
const requested = new Set<string>()

/**
 * Defines every element of this copy of the kit under `-<suffix>` names (`crew-access-pass-v3`,
 * `crew-contact-card-v3`...), each loading the first time its tag appears in the document, and never
 * under the bare names another version's loader uses. Resolves once the tags already in the page are
 * defined. A bad option is refused, before anything is defined, with a TypeError naming it; a suffix
 * another copy of the kit already took logs one warning naming both versions and defines nothing.
 *
 * @param options - `{ suffix }`: what follows each element's name (`v3` gives `crew-access-pass-v3`):
 * lower-case letters a-z and digits, in parts joined by single hyphens, at most 32 characters.
 */
export async function defineCrewElements(options: CrewElementsOptions): Promise<void> {
  // Checked and taken at once, before this copy's element files can run: the first tag that loads
  // is already defined under the suffix, never under its bare name.
  const suffix = suffixOf('defineCrewElements', options)
  if (!addSuffix(suffix) || typeof document === 'undefined') return
  const load = (tag: (typeof KIT_TAGS)[number]) => {
    if (requested.has(tag)) return
    requested.add(tag)
    elementModules[tag]().catch((error: unknown) =>
      console.error(`Crew Portal widgets: could not load <${tag}-${suffix}>`, error)
    )
  }
  const scan = (node: Node) => {
    if (!(node instanceof Element)) return
    for (const tag of KIT_TAGS)
      if (node.localName === `${tag}-${suffix}` || node.querySelector(`${tag}-${suffix}`)) load(tag)
  }
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) scan(node)
  }).observe(document.documentElement, { childList: true, subtree: true })
  scan(document.documentElement)
  const present = KIT_TAGS.map((tag) => `${tag}-${suffix}`).filter((name) => document.querySelector(name))
  await Promise.all(present.map((name) => customElements.whenDefined(name)))
}

/*
 * This copy's kit-wide calls (docs/embedding.md §6 and §8). Each hands over to configure-lazy.ts,
 * their one implementation, loaded from this copy's folder when one is called, so they reach this
 * copy's elements only. They are not shared with the loader's: a module both entries import would
 * be one more file each fetches before any tag appears.
 */
const kitCalls = () => import('./configure-lazy.ts')

/** Configures this copy's connected mode and its `locale` and `appearance`; rejects with a TypeError naming a bad option. */
export async function configureCrewPortal(options: CrewPortalOptions): Promise<void> {
  return (await kitCalls()).configureCrewPortal(options)
}

/** Changes this copy's options on a live page (`{ locale, appearance }`); its elements follow. */
export async function updateCrewPortal(options: CrewPortalUpdate): Promise<void> {
  return (await kitCalls()).updateCrewPortal(options)
}

/** Adds a language, or replaces some of a language's words, for this copy's elements (docs/embedding.md §8). */
export async function registerCrewTranslation(locale: string, translation: CrewTranslation): Promise<void> {
  return (await kitCalls()).registerCrewTranslation(locale, translation)
}

/** Opens this copy's connected contact card (docs/embedding.md §6); resolves whether one opened. */
export async function showContactCard(options: { event?: unknown } = {}): Promise<boolean> {
  return (await kitCalls()).showContactCard(options)
}

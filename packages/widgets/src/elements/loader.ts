// dist/crew-loader.js, the one script tag a partner page needs. It holds no element code: the first
// time a crew-* tag appears in the document (in the HTML, or inserted later), it imports that
// element's bundle, which brings the shared runtime with it. A page showing only <crew-access-pass>
// fetches the loader, crew-access-pass.js and the runtime chunk, nothing of the other elements.
// Every import is relative to this file, so the dist folder works as a versioned CDN folder.

import type { Environment, PartnerOptions } from '@crew-portal/core'
import type { CrewTranslation } from '../i18n/messages.ts'
import type { CrewPortalOptions } from './configure-lazy.ts'
import type { CrewPortalUpdate } from './kit.ts'

const elementModules: Readonly<Record<string, () => Promise<unknown>>> = {
  'crew-access-pass': () => import('../entries/crew-access-pass.ts'),
  'crew-contact-card': () => import('../entries/crew-contact-card.ts'),
  'crew-banner': () => import('../entries/crew-banner.ts'),
  'crew-user-menu': () => import('../entries/crew-user-menu.ts'),
  'crew-side-nav': () => import('../entries/crew-side-nav.ts')
}

const requested = new Map<string, Promise<unknown>>()

/** Loads (once) the bundle that defines `tag`; resolves when the tag is defined. */
export function loadCrewElement(tag: string): Promise<CustomElementConstructor> {
  const load = elementModules[tag]
  if (!load) return Promise.reject(new Error(`${tag} is not a Crew Portal element (known: ${Object.keys(elementModules).join(', ')})`))
  if (!requested.has(tag)) requested.set(tag, load())
  return customElements.whenDefined(tag)
}

function scan(node: Node): void {
  if (!(node instanceof Element)) return
  for (const tag of Object.keys(elementModules)) {
    if (requested.has(tag)) continue
    if (node.localName === tag || node.querySelector(tag)) void loadCrewElement(tag)
  }
}

if (typeof document !== 'undefined') {
  scan(document.documentElement)
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) scan(node)
  }).observe(document.documentElement, { childList: true, subtree: true })
}

/**
 * The kit-wide calls (docs/embedding.md §6 and §8), here too so that one script tag is all
 * a page needs: what they need loads only when one is called. The same few lines as
 * configure-lazy.ts, written again on purpose: imported from there (the element entries share it),
 * they become a chunk the loader would fetch before any tag appears (the budget test says so).
 */
export async function configureCrewPortal(options: CrewPortalOptions): Promise<void> {
  const { kitOptionsOf } = await import('./kit.ts')
  const { apply, connection } = kitOptionsOf(options)
  if (connection) (await import('./configure.ts')).configure(connection as PartnerOptions | Environment)
  apply()
}

export async function updateCrewPortal(options: CrewPortalUpdate): Promise<void> {
  ;(await import('./kit.ts')).updateCrewPortal(options)
}

export async function registerCrewTranslation(locale: string, translation: CrewTranslation): Promise<void> {
  ;(await import('./kit.ts')).registerCrewTranslation(locale, translation)
}

/** Opens a connected `<crew-contact-card>` (docs/embedding.md §6); resolves whether one opened. */
export async function showContactCard(options: { event?: unknown } = {}): Promise<boolean> {
  const { showCard } = await import('./configure.ts')
  return showCard(options)
}

// dist/crew-loader.js, the one script tag a partner page needs. It holds no element code: the first
// time a crew-* tag appears in the document (in the HTML, or inserted later), it imports that
// element's bundle, which brings the shared runtime with it. A page showing only <crew-access-pass>
// fetches the loader, crew-access-pass.js and the runtime chunk, nothing of the other elements.
// Every import is relative to this file, so the dist folder works as a versioned CDN folder.

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
  if (!load)
    return Promise.reject(
      new Error(`${tag} is not a Crew Portal element (known: ${Object.keys(elementModules).join(', ')})`)
    )
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

/*
 * The kit-wide calls (docs/embedding.md §6 and §8), here too so that one script tag is all a page
 * needs. Each hands over to configure-lazy.ts, their one implementation, loaded when one is called
 * (the element files import it too, so it is often here already).
 */
const kitCalls = () => import('./configure-lazy.ts')

/** Configures connected mode and the kit's options; rejects with a TypeError naming a bad option. */
export async function configureCrewPortal(options: CrewPortalOptions): Promise<void> {
  return (await kitCalls()).configureCrewPortal(options)
}

/** Changes the kit's options on a live page (`{ locale, appearance }`). */
export async function updateCrewPortal(options: CrewPortalUpdate): Promise<void> {
  return (await kitCalls()).updateCrewPortal(options)
}

/** Adds a language, or replaces some of a language's words. */
export async function registerCrewTranslation(locale: string, translation: CrewTranslation): Promise<void> {
  return (await kitCalls()).registerCrewTranslation(locale, translation)
}

/** Opens a connected `<crew-contact-card>`; resolves whether one opened. */
export async function showContactCard(options: { event?: unknown } = {}): Promise<boolean> {
  return (await kitCalls()).showContactCard(options)
}

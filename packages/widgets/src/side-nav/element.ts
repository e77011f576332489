import baseStyles from '../elements/base.css?inline'
import { crewElement, defineCrewElement } from '../elements/define.ts'
import { SideNavElementView, type SideNavElementProps } from './element-view.tsx'
import styles from './side-nav.css?inline'

/**
 * The side navigation: Training, Library and Access Pass, and a collapsible context switcher.
 * Desktop: open (23.2 × `--crew-font-size`) or collapsed (6.4 ×). Up to 1023px: an overlay that starts closed and
 * closes when an entry is chosen. The switcher opens a collapsed nav and focuses its search after 50 ms.
 *
 * @tag crew-side-nav
 * @summary Side navigation with the context switcher.
 *
 * @attr {boolean} open - Desktop: expanded rather than collapsed. Mobile: the overlay is shown. The element updates it when the user toggles.
 * @attr {'training' | 'library' | 'access-pass'} active - The current entry (`aria-current="page"`).
 * @attr {string} context - The id of the current context in the switcher.
 * @attr {string} lang - The element's language (`de`, `pt-BR`...); without it, the nearest ancestor's, the kit's `locale`, then the document's. English, German, Spanish, French, Brazilian Portuguese and Arabic ship with the kit; `registerCrewTranslation` adds others.
 * @attr {'ltr' | 'rtl' | 'auto'} dir - The element's direction: `rtl` lays it out right to left, its pointing icons flipped; without it, the nearest ancestor's `dir`, then the document's. `lang` does not set it.
 *
 * @prop {Array<{ id: string, label: string, short?: string }>} contexts - What the context switcher offers; no switcher when empty. `short` is what the collapsed navigation shows of the current one.
 *
 * @fires {CustomEvent<{ item: string, href: string }>} crew-navigate - An entry was chosen. Cancel it to route in the page instead of following the link.
 * @fires {CustomEvent<{ open: boolean }>} crew-toggle - The navigation opened, collapsed or closed.
 * @fires {CustomEvent<{ id: string, label: string }>} crew-context-change - A context was chosen in the switcher.
 *
 * @fires {CustomEvent<void>} crew-ready - Fired once, after the element first rendered (then `updateComplete` settles after each change).
 *
 * @csspart nav - The navigation landmark.
 * @csspart toggle - The expand / collapse / close button.
 * @csspart switcher - The context switcher.
 * @csspart switcher-toggle - The switcher's button.
 * @csspart context-short - The current context's code, shown by the collapsed navigation.
 * @csspart switcher-panel - The switcher's panel.
 * @csspart search - The switcher's search field.
 * @csspart items - The list of entries.
 * @csspart item - Each entry; the current one is also `item-active`.
 * @csspart scrim - The backdrop behind the mobile overlay.
 *
 * @cssprop --crew-side-nav-background - Background (default #0a2540).
 * @cssprop --crew-side-nav-color - Text and icons (default white).
 * @cssprop --crew-side-nav-active-background - The current entry's background.
 * @cssprop --crew-side-nav-focus - The focus ring inside the nav.
 * @cssprop --crew-side-nav-width-open - Width when open (default 23.2 × `--crew-font-size`).
 * @cssprop --crew-side-nav-width-collapsed - Width when collapsed (default 6.4 × `--crew-font-size`).
 */
export class CrewSideNavElement extends crewElement<SideNavElementProps>(SideNavElementView, {
  attributes: { open: 'boolean', active: 'string', context: 'string' },
  properties: ['contexts'],
  styles: [baseStyles, styles]
}) {
  declare open: boolean | undefined
  declare active: 'training' | 'library' | 'access-pass' | undefined
  declare context: string | undefined
  declare contexts: ReadonlyArray<{ id: string; label: string; short?: string }> | undefined
}

defineCrewElement('crew-side-nav', CrewSideNavElement)

declare global {
  interface HTMLElementTagNameMap {
    'crew-side-nav': CrewSideNavElement
  }
}

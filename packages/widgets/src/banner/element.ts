import baseStyles from '../elements/base.css?inline'
import { crewElement, defineCrewElement } from '../elements/define.ts'
import styles from './banner.css?inline'
import { BannerElementView, type BannerElementProps } from './element-view.tsx'

/**
 * The banner area: the critical error banner and the system notifications. On a screen 600 px wide
 * or less, a notification shows its first line and "More", which opens the rest; an error always
 * shows whole. Connected, the message of a load that failed (no answer in 20 s, the API out of reach
 * or failing) offers Try again, which asks again.
 *
 * @tag crew-banner
 * @summary Error banner and system notifications, each closable.
 *
 * @attr {string} message - The banner's text; empty or absent shows no banner. Cleared when the user closes it.
 * @attr {'critical' | 'informative' | 'global'} kind - The banner's variant (default `critical`).
 * @attr {boolean} hide-suffix - Hides the suffix "If this error persists, contact us.".
 * @attr {boolean} hide-contact-us - Hides only the "contact us." link.
 * @attr {boolean} connected - Shows the core's banner and system notifications (the page called `configureCrewPortal`).
 * @attr {string} lang - The element's language (`de`, `pt-BR`...); without it, the nearest ancestor's, the kit's `locale`, then the document's. English, German, Spanish, French, Brazilian Portuguese and Arabic ship with the kit; `registerCrewTranslation` adds others.
 * @attr {'ltr' | 'rtl' | 'auto'} dir - The element's direction: `rtl` lays it out right to left, its pointing icons flipped; without it, the nearest ancestor's `dir`, then the document's. `lang` does not set it.
 *
 * @prop {Array<{ kind?: 'critical' | 'informative' | 'global', message: string, hideSuffix?: boolean, hideContactUs?: boolean }>} notifications - System notifications shown under the banner.
 *
 * @fires {CustomEvent<{ kind: string, message: string }>} crew-close - The user closed a message.
 * @fires {CustomEvent<{ kind: string, message: string }>} crew-contact-us - The user chose "contact us."; open the help panel.
 *
 * @fires {CustomEvent<void>} crew-ready - Fired once, after the element first rendered (then `updateComplete` settles after each change).
 *
 * @csspart base - The list of messages.
 * @csspart banner - Each message; also `banner-critical`, `banner-informative` or `banner-global`.
 * @csspart message - The text of a message.
 * @csspart suffix - "If this error persists, contact us.".
 * @csspart contact-us - The "contact us." link.
 * @csspart more - "More" / "Less", which opens and closes a notification's text on a narrow screen.
 * @csspart retry - Connected: Try again, on the message of a load that failed.
 * @csspart close - The close button of a message.
 *
 * @cssprop --crew-banner-critical-background - Background of the critical banner.
 * @cssprop --crew-banner-critical-color - Text of the critical banner.
 * @cssprop --crew-banner-informative-background - Background of a system notification.
 * @cssprop --crew-banner-informative-color - Text of a system notification.
 * @cssprop --crew-banner-global-background - Background of the global notification.
 * @cssprop --crew-banner-global-color - Text of the global notification.
 * @cssprop --crew-font-family - Font of the element.
 */
export class CrewBannerElement extends crewElement<BannerElementProps>(BannerElementView, {
  attributes: {
    message: 'string',
    kind: 'string',
    hideSuffix: 'boolean',
    hideContactUs: 'boolean',
    connected: 'boolean'
  },
  properties: ['notifications'],
  styles: [baseStyles, styles]
}) {
  declare message: string | undefined
  declare kind: 'critical' | 'informative' | 'global' | undefined
  declare hideSuffix: boolean | undefined
  declare hideContactUs: boolean | undefined
  declare connected: boolean | undefined
  declare notifications:
    | ReadonlyArray<{
        kind?: 'critical' | 'informative' | 'global'
        message: string
        hideSuffix?: boolean
        hideContactUs?: boolean
      }>
    | undefined
}

defineCrewElement('crew-banner', CrewBannerElement)

declare global {
  interface HTMLElementTagNameMap {
    'crew-banner': CrewBannerElement
  }
}

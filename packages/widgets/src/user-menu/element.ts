import baseStyles from '../elements/base.css?inline'
import { crewElement, defineCrewElement } from '../elements/define.ts'
import { UserMenuElementView, type UserMenuElementProps } from './element-view.tsx'
import styles from './user-menu.css?inline'

/**
 * The user menu of the global header: avatar, full name and e-mail, Help, Settings and Log Out,
 * and the "Privacy Policy • License Agreement" line with the build number. A disclosure: Escape or
 * Backspace closes it.
 *
 * @tag crew-user-menu
 * @summary Avatar, name, e-mail and the Help / Settings / Log Out actions.
 *
 * @attr {string} given-name - The user's first name.
 * @attr {string} last-name - The user's last name.
 * @attr {string} email - The user's e-mail address.
 * @attr {boolean} sms-notifications-enabled - Offers Settings (only when SMS notifications are enabled).
 * @attr {string} build-number - Shown in the footer line.
 * @attr {string} privacy-policy-url - Where "Privacy Policy" links to (plain text when absent).
 * @attr {string} license-agreement-url - Where "License Agreement" links to (plain text when absent).
 * @attr {boolean} connected - Shows the core's signed-in user and settings; Log Out runs the core's logout unless `crew-logout` is cancelled.
 * @attr {string} lang - The element's language (`de`, `pt-BR`...); without it, the nearest ancestor's, the kit's `locale`, then the document's. English, German, Spanish, French, Brazilian Portuguese and Arabic ship with the kit; `registerCrewTranslation` adds others.
 * @attr {'ltr' | 'rtl' | 'auto'} dir - The element's direction: `rtl` lays it out right to left, its pointing icons flipped; without it, the nearest ancestor's `dir`, then the document's. `lang` does not set it.
 *
 * @fires {CustomEvent<void>} crew-help - The user chose Help; open the help panel.
 * @fires {CustomEvent<{ smsNotificationsEnabled: boolean }>} crew-settings - The user chose Settings; go to user/settings/notifications.
 * @fires {CustomEvent<void>} crew-logout - The user chose Log Out (cancelable).
 *
 * @fires {CustomEvent<void>} crew-ready - Fired once, after the element first rendered (then `updateComplete` settles after each change).
 *
 * @csspart base - The whole menu.
 * @csspart toggle - The button that opens and closes the panel.
 * @csspart avatar - The initials on the button.
 * @csspart panel - The panel with the user and the actions.
 * @csspart name - The full name.
 * @csspart email - The e-mail address.
 * @csspart actions - The list of actions.
 * @csspart action - Each action button.
 * @csspart footer - The privacy, licence and build line.
 *
 * @cssprop --crew-user-menu-avatar-background - Background of the avatar.
 * @cssprop --crew-user-menu-avatar-color - Initials on the avatar.
 * @cssprop --crew-user-menu-toggle-color - The button's chevron (e.g. white on a dark header).
 * @cssprop --crew-color-primary - Links in the footer.
 */
export class CrewUserMenuElement extends crewElement<UserMenuElementProps>(UserMenuElementView, {
  attributes: {
    givenName: 'string',
    lastName: 'string',
    email: 'string',
    smsNotificationsEnabled: 'boolean',
    buildNumber: 'string',
    privacyPolicyUrl: 'string',
    licenseAgreementUrl: 'string',
    connected: 'boolean'
  },
  styles: [baseStyles, styles]
}) {
  declare givenName: string | undefined
  declare lastName: string | undefined
  declare email: string | undefined
  declare smsNotificationsEnabled: boolean | undefined
  declare buildNumber: string | undefined
  declare privacyPolicyUrl: string | undefined
  declare licenseAgreementUrl: string | undefined
  declare connected: boolean | undefined
}

defineCrewElement('crew-user-menu', CrewUserMenuElement)

declare global {
  interface HTMLElementTagNameMap {
    'crew-user-menu': CrewUserMenuElement
  }
}

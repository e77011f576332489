import baseStyles from '../elements/base.css?inline'
import { crewElement, defineCrewElement } from '../elements/define.ts'
import styles from './contact-card.css?inline'
import type { ContactCardEventInput, ContactCardInput } from './data.ts'
import { ContactCardElementView, type ContactCardElementProps } from './element-view.tsx'

/**
 * The contact-card modal for an upcoming training event: a greeting to the user's first name, the
 * reservation sentence when the contact's reservation matches an event, the customer-care contact
 * (picture, name, availability Mon. to Fri. in UTC, phone and e-mail links) and two notes that
 * open the help panel. A modal dialog: focus moves in, Tab stays in, Escape closes, focus returns.
 *
 * @tag crew-contact-card
 * @summary The customer-care contact dialog for an upcoming training event.
 *
 * @attr {boolean} open - Shows the dialog. Removed when the user closes it.
 * @attr {string} first-name - The user's first name, for the greeting.
 * @attr {string} customer-care-url - The Customer Care page the second note links to.
 * @attr {boolean} connected - Shows the core's contact card (the page called `configureCrewPortal`); opens and closes with it.
 * @attr {string} lang - The element's language (`de`, `pt-BR`...); without it, the nearest ancestor's, the kit's `locale`, then the document's. English, German, Spanish, French, Brazilian Portuguese and Arabic ship with the kit; `registerCrewTranslation` adds others.
 * @attr {'ltr' | 'rtl' | 'auto'} dir - The element's direction: `rtl` lays it out right to left, its pointing icons flipped; without it, the nearest ancestor's `dir`, then the document's. `lang` does not set it.
 *
 * @prop {ContactCardInput} contact - The contact: name, email, phoneNumber, reservationId, profilePicture, availabilityStartTime, availabilityEndTime. Nothing shows without name, e-mail and phone.
 * @prop {ContactCardEventInput[]} events - Training events; the one whose geminiReservationId or reservationId equals the contact's reservationId gives the location and date.
 *
 * @fires {CustomEvent<void>} crew-close - The user closed the dialog (cross or Escape).
 * @fires {CustomEvent<{ topic: 'help-icon' | 'customer-care' }>} crew-open-help - A note asks for the help panel. Cancel it to keep the Customer Care link from navigating.
 *
 * @fires {CustomEvent<void>} crew-ready - Fired once, after the element first rendered (then `updateComplete` settles after each change).
 *
 * @csspart dialog - The modal dialog.
 * @csspart header - The title bar.
 * @csspart title - The greeting.
 * @csspart close - The closing cross.
 * @csspart body - Everything under the title.
 * @csspart meeting - The reservation sentence.
 * @csspart person - The contact block.
 * @csspart picture - The contact's picture or placeholder.
 * @csspart name - The contact's name.
 * @csspart availability - "Mon. to Fri." with the hours in UTC.
 * @csspart phone - The tel: link.
 * @csspart email - The mailto: link.
 * @csspart note - Each of the two notes.
 * @csspart help - The help-icon note's button.
 * @csspart customer-care - The Customer Care link.
 *
 * @cssprop --crew-dialog-width-medium - Width of the dialog (default 37.5 × `--crew-font-size`, 600px).
 * @cssprop --crew-color-surface - Dialog background.
 * @cssprop --crew-color-primary - Links.
 * @cssprop --crew-color-backdrop - The backdrop behind the dialog.
 */
export class CrewContactCardElement extends crewElement<ContactCardElementProps>(ContactCardElementView, {
  attributes: { open: 'boolean', firstName: 'string', customerCareUrl: 'string', connected: 'boolean' },
  properties: ['contact', 'events'],
  styles: [baseStyles, styles]
}) {
  declare open: boolean | undefined
  declare firstName: string | undefined
  declare customerCareUrl: string | undefined
  declare connected: boolean | undefined
  declare contact: ContactCardInput | undefined
  declare events: readonly ContactCardEventInput[] | undefined
}

defineCrewElement('crew-contact-card', CrewContactCardElement)

declare global {
  interface HTMLElementTagNameMap {
    'crew-contact-card': CrewContactCardElement
  }
}

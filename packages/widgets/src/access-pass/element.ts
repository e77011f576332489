import baseStyles from '../elements/base.css?inline'
import { crewElement, defineCrewElement } from '../elements/define.ts'
import styles from './access-pass.css?inline'
import { AccessPassElementView, type AccessPassElementProps } from './element-view.tsx'
import type { AccessPassData } from './pass.ts'

/**
 * The crew member's access pass for the training centre door: name and photo, airline, training
 * centre, training event, validity window, a clear status (valid, not yet valid, expired) and a
 * large black-on-white QR code.
 *
 * Connected, the QR code is the door code: the issuer's credential, bound to a key this device made
 * and cannot export, signed again for every 15 s window (offline too), with a mark that runs down
 * to the next code. A gate checks it with no network (docs/access-pass.md). Offline, it shows the
 * offline pass the core stored on this device and says since when; online, when the pass could not
 * be refreshed (no answer in 20 s, the API out of reach or failing), it shows that copy too, says it
 * could not be refreshed and since when, and offers Try again.
 *
 * Given plain data (`pass`), it shows what it is given and says it is for display: a pass not
 * signed by the issuer and this device cannot open a door, so its QR code carries only the pass id.
 *
 * @tag crew-access-pass
 * @summary The access pass with its QR code.
 *
 * @attr {boolean} offline - Plain data: the network is gone; say so, and since when (`updated-at`).
 * @attr {string} updated-at - When the pass was last received (ISO date-time); shown when offline.
 * @attr {boolean} connected - Shows the core's access pass (the page called `configureCrewPortal`).
 * @attr {string} pass - The pass as JSON, for a page without script (same fields as the `pass` property).
 * @attr {string} lang - The element's language (`de`, `pt-BR`...); without it, the nearest ancestor's, the kit's `locale`, then the document's. English, German, Spanish, French, Brazilian Portuguese and Arabic ship with the kit; `registerCrewTranslation` adds others.
 * @attr {'ltr' | 'rtl' | 'auto'} dir - The element's direction: `rtl` lays it out right to left, its pointing icons flipped; without it, the nearest ancestor's `dir`, then the document's. `lang` does not set it.
 *
 * @prop {AccessPassData} pass - id, holderName, photo, airline, trainingCentre, eventName, validFrom, validUntil (ISO date-times). Incomplete data shows "No access pass is available."
 *
 * @fires {CustomEvent<void>} crew-ready - Fired once, after the element first rendered (then `updateComplete` settles after each change).
 * @fires {CustomEvent<{ code: string, status?: number, message: string }>} crew-error - The pass could not be shown: bad JSON or incomplete data in `pass` (`invalid-data`), or, connected, a failed load or a door code that could not be prepared (`unauthorized`, `forbidden`, `not-found`, `server`, `network`, `timeout`, `invalid-response`, `token`).
 *
 * @csspart card - The pass.
 * @csspart header - Title and airline.
 * @csspart airline - The airline.
 * @csspart holder - Photo and name.
 * @csspart photo - The holder's photo or placeholder.
 * @csspart name - The holder's name.
 * @csspart status - The status; also `status-valid`, `status-not-yet-valid` or `status-expired`.
 * @csspart qr-frame - The white frame around the QR code.
 * @csspart qr - The QR code (SVG): connected, the door code of this 15 s window; plain data, the pass id.
 * @csspart live - Connected: the mark that runs down to the next door code.
 * @csspart pass-id - The pass identifier under the QR code.
 * @csspart unsigned - Plain data: the words saying the pass is for display, not for a door.
 * @csspart door-notice - Connected: why there is no door code (being prepared, never opened online, another device's, failed).
 * @csspart details - Training centre, event and validity.
 * @csspart offline - The notice above the offline pass (the copy stored on this device): offline since when, or, connected and online, not refreshed since when.
 * @csspart retry - Connected: Try again, in the notice of a pass that could not be refreshed.
 *
 * @cssprop --crew-access-pass-width - Maximum width (default 26 × `--crew-font-size`, 416px).
 * @cssprop --crew-access-pass-valid-background - Background of the "Valid" status.
 * @cssprop --crew-access-pass-pending-background - Background of the "Not yet valid" status.
 * @cssprop --crew-access-pass-expired-background - Background of the "Expired" status.
 */
export class CrewAccessPassElement extends crewElement<AccessPassElementProps>(AccessPassElementView, {
  attributes: { offline: 'boolean', updatedAt: 'string', connected: 'boolean' },
  properties: ['pass'],
  json: ['pass'],
  styles: [baseStyles, styles]
}) {
  declare offline: boolean | undefined
  declare updatedAt: string | undefined
  declare connected: boolean | undefined
  declare pass: AccessPassData | undefined
}

defineCrewElement('crew-access-pass', CrewAccessPassElement)

declare global {
  interface HTMLElementTagNameMap {
    'crew-access-pass': CrewAccessPassElement
  }
}

export type { ContactCard, ContactCardMeeting, DirectoryInfo } from './types.ts'
export { CONTACT_WINDOW_DAYS, CONTACT_WINDOW_MS, eventStart, isBatOrder, selectContactCandidates } from './select.ts'
export { DEFAULT_PROFILE_PICTURE, buildContact, canShowContact, contactCardMeeting, matchReservation } from './build.ts'
export { $helpContact, helpContactEvent } from './help.ts'
export type { HelpContactState } from './help.ts'
export {
  $contactCard,
  $contactCardEvents,
  $contactCardMeeting,
  CONTACT_CARD_DISPLAYED_EVENT,
  closeContactCard,
  findContactCard,
  showContactCardFor
} from './store.ts'

export * from './types.ts'
export * from './select.ts'
export * from './build.ts'
export * from './help.ts'
export {
  $contactCard,
  $contactCardEvents,
  $contactCardMeeting,
  CONTACT_CARD_DISPLAYED_EVENT,
  closeContactCard,
  contactCardWiring,
  findContactCard,
  showContactCardFor
} from './store.ts'

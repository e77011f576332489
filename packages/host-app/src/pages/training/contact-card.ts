// Loaded when the pilot asks for the account executive's card (AccountExecutive.tsx): the card's
// directory lookup and date formatting stay out of the training page's own chunk.
export { showContactCardFor } from '@crew-portal/core'

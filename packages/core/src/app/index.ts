export { loadEventsAfterSignIn, startCrewPortal } from './start.ts'

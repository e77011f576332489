export { loadEventsAfterSignIn, startCrewPortal } from './start.ts'
export type { StartOptions } from './start.ts'

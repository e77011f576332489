export { startFlagServer } from './server.ts'
export type { FlagServer, FlagServerOptions, ReceivedEvents } from './server.ts'
export { FLAG_DEFINITIONS, FLAG_KEYS } from './definitions.ts'
export type { FlagKey, NotificationValue } from './definitions.ts'

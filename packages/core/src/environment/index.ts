export type {
  ConnectivityPort,
  CookieJar,
  DeviceKeyStore,
  Environment,
  KeyValueStorage,
  LocationPort,
  StorageChange,
  Timers
} from './types.ts'
export { browserEnvironment } from './browser.ts'
export type { BrowserEnvironmentOptions } from './browser.ts'
export {
  $crewPortalConfigured,
  CrewPortalNotConfiguredError,
  configureCrewPortal,
  getEnvironment,
  isCrewPortalConfigured,
  onConfigure,
  onReset,
  resetCrewPortal
} from './configure.ts'

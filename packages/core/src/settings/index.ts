export type { AppSettings } from '../ports/settings.ts'
export { SettingsError } from './errors.ts'
export { appSettingsSchema } from './schema.ts'
export { KEPT_SETTINGS_KEY, loadAppSettings, parseAppSettings } from './parse.ts'
export { externalLinkUrl } from './links.ts'
export { $remoteConfiguration, remoteDefaults } from './remote-store.ts'
export type { RemoteConfiguration } from './remote-store.ts'
export {
  REMOTE_CONFIGURATION_PATH,
  loadRemoteConfiguration,
  parseRemoteConfiguration,
  remoteConfigurationSchema
} from './remote.ts'

export { startAppServer, SETTINGS_PATH } from './server.ts'
export type { AppServerOptions } from './server.ts'
export { contentSecurityPolicy, securityHeaders, cacheControlFor, surveyScriptUrl } from './headers.ts'
export { localAppSettings, localBuildNumber, ACCESS_DENIED_MESSAGE, DEFAULT_ERROR_MESSAGE } from './settings.ts'

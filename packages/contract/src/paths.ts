/** Where the product API's operations live (docs/api/openapi.yaml `servers`). */
export const API_PREFIX = '/api/v1'

/** The one API path the app calls without a token (SPEC §6), before anyone signs in. */
export const REMOTE_CONFIGURATION_PATH = `${API_PREFIX}/configuration/settings`

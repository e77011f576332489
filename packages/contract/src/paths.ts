/** Where the product API's operations live (docs/api/openapi.yaml `servers`). */
export const API_PREFIX = '/api/v1'

/** The one API path the app calls without a token (R-HTTP-1), before anyone signs in. */
export const REMOTE_CONFIGURATION_PATH = `${API_PREFIX}/configuration/settings`

/** The door pass's public paths (no token: a gate is signed out). docs/access-pass.md. */
export const PASS_ISSUER_KEYS_PATH = `${API_PREFIX}/accesspass/keys`
export const PASS_REVOCATIONS_PATH = `${API_PREFIX}/accesspass/revocations`

/** The lists that page with `limit` and `cursor` (paging.ts). */
export const LIBRARY_DOCUMENTS_PATH = `${API_PREFIX}/library/documents`
export const TRAINING_EVENTS_PATH = `${API_PREFIX}/trainingevents`

/** The pilot's acknowledgements of required reading: GET lists them, POST records one. */
export const READING_ACKNOWLEDGEMENTS_PATH = `${API_PREFIX}/reading/acknowledgements`

export { REQUEST_TIME_LIMIT_MS, apiFetch, apiJson, apiSend } from './api-fetch.ts'
export type { ApiRequestInit } from './api-fetch.ts'
export { ApiError, NetworkError, RequestTimeoutError, RequestValidationError, ResponseValidationError, TokenUnavailableError, isAbortError } from './errors.ts'
export { BANNER_ROWS, ERROR_CATALOGUE, WHITELISTED_URLS, catalogueRowOf, errorOutcome, isWhitelisted } from './catalogue.ts'
export type { CatalogueContext, CatalogueSituation, ErrorOutcome } from './catalogue.ts'
export { failureKindOf } from './failures.ts'
export type { FailureDetail, FailureKind, RequestFailure } from './failures.ts'
export { onRequestFailed, reportRequestFailure } from './events.ts'
export type { RequestFailedEvent, RequestFailedListener } from './events.ts'
export {
  $isLoading,
  $loading,
  $loadingHeld,
  beginLoading,
  clearLoading,
  hideLoadingOverlay,
  showLoadingOverlay
} from './loading.ts'
export { handleGlobalError } from './global-error.ts'
export { carriesToken, resolveApiUrl } from './url.ts'

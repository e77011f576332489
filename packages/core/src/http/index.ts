export * from './api-fetch.ts'
export * from './errors.ts'
export {
  BANNER_ROWS,
  ERROR_CATALOGUE,
  WHITELISTED_URLS,
  catalogueRowOf,
  errorOutcome,
  isWhitelisted
} from './catalogue.ts'
export type { CatalogueContext, CatalogueSituation, ErrorOutcome } from './catalogue.ts'
export * from './failures.ts'
export * from './events.ts'
export * from './loading.ts'
export { handleGlobalError } from './global-error.ts'
export { carriesToken, resolveApiUrl } from './url.ts'
export { FIRST_CALLS_KEY, FIRST_CALL_TAKE_LIMIT_MS, startFirstCalls } from './first-calls.ts'

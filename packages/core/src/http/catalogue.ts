/**
 * The error catalogue (R-ERRORS-1 to R-ERRORS-3): the one place that decides what the user sees for a
 * failed request. Pure; http/events.ts tells the banner and the session areas, which show it. Which
 * row a failure falls under is its kind's (failures.ts).
 */
import { failureKindOf, type FailureKind, type RequestFailure } from './failures.ts'

export interface CatalogueContext {
  online: boolean
  accessDeniedMessage: string
  defaultErrorMessage: string
}

/** Why a catalogue row shows a banner: closing the banner decides on this, never on its words. */
export type ErrorBannerReason = 'accessDenied' | 'notFound' | 'serverError'

export type ErrorOutcome =
  { kind: 'sessionExpired' } | { kind: 'banner'; message: string; reason: ErrorBannerReason } | { kind: 'none' }

/** No banner on a 403 or other error for these (case-insensitive substrings of the URL). */
export const WHITELISTED_URLS: readonly string[] = [
  'reservationdocuments/tsa',
  'api/v1/Schedule',
  'RecentlyViewedDocuments',
  'DocumentViewerStatus'
]

export function isWhitelisted(url: string): boolean {
  const lower = url.toLowerCase()
  return WHITELISTED_URLS.some((entry) => lower.includes(entry.toLowerCase()))
}

function isTrainingRecordDocuments(url: string): boolean {
  const lower = url.toLowerCase()
  return lower.includes('trainingrecord') && lower.includes('documents')
}

/** Which row of the catalogue a failure falls under; `whitelisted` for a row a whitelisted URL silences. */
export type CatalogueSituation = 'sessionEnded' | 'accessDenied' | 'recordsNotFound' | 'otherError' | 'whitelisted'

type CatalogueRowId = Exclude<CatalogueSituation, 'whitelisted'>

/**
 * The catalogue's row for each kind of failure (its column of the failure kinds' table). A 404 is
 * `recordsNotFound` on the training record documents only, `otherError` elsewhere.
 */
export const BANNER_ROWS = {
  unauthorized: 'sessionEnded',
  token: 'sessionEnded',
  forbidden: 'accessDenied',
  'not-found': 'recordsNotFound',
  server: 'otherError',
  timeout: 'otherError',
  network: 'otherError',
  'invalid-response': 'otherError',
  'invalid-request': 'otherError',
  unknown: 'otherError'
} as const satisfies Record<FailureKind, CatalogueRowId>

interface CatalogueRow {
  /** A whitelisted URL shows nothing for this row. */
  whitelistable: boolean
  /** A banner row shows nothing while offline (the no-internet dialog speaks instead). */
  outcome(failure: RequestFailure, context: CatalogueContext): ErrorOutcome
}

const banner = (message: string, reason: ErrorBannerReason): ErrorOutcome => ({ kind: 'banner', message, reason })

/** The rows of R-ERRORS-1. */
export const ERROR_CATALOGUE: Readonly<Record<CatalogueRowId, CatalogueRow>> = {
  // A 401, or no token to be had.
  sessionEnded: { whitelistable: false, outcome: () => ({ kind: 'sessionExpired' }) },
  // A 403.
  accessDenied: {
    whitelistable: true,
    outcome: (_failure, context) => banner(context.accessDeniedMessage, 'accessDenied')
  },
  // A 404 on a trainingrecord/documents URL.
  recordsNotFound: {
    whitelistable: false,
    outcome: (failure, context) => banner(failure.serverMessage?.trim() || context.defaultErrorMessage, 'notFound')
  },
  // Any other error: another status, no connection, no answer in time, an answer that is not what it should be.
  otherError: {
    whitelistable: true,
    outcome: (_failure, context) => banner(context.defaultErrorMessage, 'serverError')
  }
}

function rowIdOf(failure: RequestFailure): CatalogueRowId {
  const id = BANNER_ROWS[failureKindOf(failure)]
  return id === 'recordsNotFound' && !isTrainingRecordDocuments(failure.url) ? 'otherError' : id
}

/** The row a failure falls under, or `whitelisted` when its URL silences that row. */
export function catalogueRowOf(failure: RequestFailure): CatalogueSituation {
  const id = rowIdOf(failure)
  return ERROR_CATALOGUE[id].whitelistable && isWhitelisted(failure.url) ? 'whitelisted' : id
}

export function errorOutcome(failure: RequestFailure, context: CatalogueContext): ErrorOutcome {
  const id = catalogueRowOf(failure)
  if (id === 'whitelisted') return { kind: 'none' }
  const outcome = ERROR_CATALOGUE[id].outcome(failure, context)
  if (outcome.kind === 'banner' && !context.online) return { kind: 'none' }
  return outcome
}

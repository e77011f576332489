/**
 * The error catalogue (R-ERRORS-1 to R-ERRORS-3): the one place that decides what the user sees for a
 * failed request. Pure; http/events.ts tells the banner and the session areas, which show it.
 */

/** What went wrong, reduced to what the catalogue looks at. No status: the request got no answer. */
export interface RequestFailure {
  url: string
  status?: number
  serverMessage?: string
  /** The access token could not be renewed: the session is over, as with a 401. */
  tokenUnavailable?: boolean
}

export interface CatalogueContext {
  online: boolean
  accessDeniedMessage: string
  defaultErrorMessage: string
}

/** Why a catalogue row shows a banner: closing the banner decides on this, never on its words. */
export type ErrorBannerReason = 'accessDenied' | 'notFound' | 'serverError'

export type ErrorOutcome =
  | { kind: 'sessionExpired' }
  | { kind: 'banner'; message: string; reason: ErrorBannerReason }
  | { kind: 'none' }

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

interface CatalogueRow {
  situation: string
  id: Exclude<CatalogueSituation, 'whitelisted'>
  matches(failure: RequestFailure): boolean
  /** A whitelisted URL shows nothing for this row. */
  whitelistable: boolean
  /** A banner row shows nothing while offline (the no-internet dialog speaks instead). */
  outcome(failure: RequestFailure, context: CatalogueContext): ErrorOutcome
}

const banner = (message: string, reason: ErrorBannerReason): ErrorOutcome => ({ kind: 'banner', message, reason })

/** First matching row wins. */
export const ERROR_CATALOGUE: readonly CatalogueRow[] = [
  {
    situation: '401, or no token to be had',
    id: 'sessionEnded',
    matches: (failure) => failure.status === 401 || failure.tokenUnavailable === true,
    whitelistable: false,
    outcome: () => ({ kind: 'sessionExpired' })
  },
  {
    situation: '403',
    id: 'accessDenied',
    matches: (failure) => failure.status === 403,
    whitelistable: true,
    outcome: (_failure, context) => banner(context.accessDeniedMessage, 'accessDenied')
  },
  {
    situation: '404 on a trainingrecord/documents URL',
    id: 'recordsNotFound',
    matches: (failure) => failure.status === 404 && isTrainingRecordDocuments(failure.url),
    whitelistable: false,
    outcome: (failure, context) => banner(failure.serverMessage?.trim() || context.defaultErrorMessage, 'notFound')
  },
  {
    situation: 'other errors (500, other statuses, network, malformed response)',
    id: 'otherError',
    matches: () => true,
    whitelistable: true,
    outcome: (_failure, context) => banner(context.defaultErrorMessage, 'serverError')
  }
]

/** The row a failure falls under (first match wins), or `whitelisted` when its URL silences that row. */
export function catalogueRowOf(failure: RequestFailure): CatalogueSituation {
  const row = ERROR_CATALOGUE.find((candidate) => candidate.matches(failure))
  if (!row || (row.whitelistable && isWhitelisted(failure.url))) return 'whitelisted'
  return row.id
}

export function errorOutcome(failure: RequestFailure, context: CatalogueContext): ErrorOutcome {
  const row = ERROR_CATALOGUE.find((candidate) => candidate.matches(failure))
  if (!row || (row.whitelistable && isWhitelisted(failure.url))) return { kind: 'none' }
  const outcome = row.outcome(failure, context)
  if (outcome.kind === 'banner' && !context.online) return { kind: 'none' }
  return outcome
}

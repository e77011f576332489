export { QUERY_STALE_MS, cachedQueryData, createQuery, invalidateQueries, setQueryData, stateFor, updateQueryData } from './query.ts'
export type { Query, QueryState } from './query.ts'
export { FALLBACK_MESSAGE, OFFLINE_MESSAGE, PAGE_WORDS, SESSION_MESSAGE, TIMEOUT_MESSAGE, UNREADABLE_MESSAGE, loadErrorOf } from './errors.ts'
export type { LoadError } from './errors.ts'

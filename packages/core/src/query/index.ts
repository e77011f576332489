export {
  $failedLoads,
  QUERY_STALE_MS,
  cachedQueryData,
  createQuery,
  invalidateQueries,
  retryFailedLoads,
  setQueryData,
  stateFor,
  updateQueryData
} from './query.ts'
export type { Query, QueryState } from './query.ts'
export * from './errors.ts'

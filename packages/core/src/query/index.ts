export {
  $failedLoads,
  $keptAnswerShown,
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
export { keptAnswersLoaded, loadKeptAnswers } from './kept-start.ts'
export { KEPT_ANSWER_DATABASE } from './kept-database.ts'

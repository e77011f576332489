export * from './calls.ts'
export * from './pass-calls.ts'
export { API_PREFIX } from './request.ts'
export type { CallOptions } from './request.ts'

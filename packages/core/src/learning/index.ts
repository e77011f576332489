export * from './progress.ts'
export * from './store.ts'

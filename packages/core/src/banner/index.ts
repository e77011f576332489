export * from './store.ts'
export * from './list.ts'
export * from './close.ts'

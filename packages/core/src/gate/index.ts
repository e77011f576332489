export * from './knowledge.ts'
export * from './store.ts'
export * from './types.ts'
export * from './words.ts'

export * from './events.ts'
export * from './operators.ts'
export * from './ics.ts'
export * from './store.ts'

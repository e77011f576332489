// Everything a test outside the core uses: the fakes and example data (fakes.ts), and the query
// helpers that lean on Vitest's timers and hooks.
export * from './fakes.ts'
export * from './query.ts'

// Everything a test outside the core uses: the fakes and example data (fakes.ts), and the query
// helpers that lean on Vitest's timers and hooks, and the spy on hostile data run as code.
export * from './fakes.ts'
export * from './query.ts'
export * from './script-runs.ts'

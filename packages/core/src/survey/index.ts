export * from './cookies.ts'
export * from './survey.ts'

// `npm start` and the whole product in one process for tests: the pieces live in start/.
export { main, parseStartArguments } from './start/cli.ts'
export type { StartArguments } from './start/cli.ts'
export { hostAppBuildIsStale, newestChange } from './start/build-check.ts'
export { startBanner } from './start/help.ts'
export { REPO_ROOT, startLocalServices } from './start/orchestrate.ts'
export type { LocalServices, LocalServicesOptions } from './start/orchestrate.ts'

export {
  FakeClock,
  MemoryStorage,
  TEST_API,
  configureTestCrewPortal,
  createTestEnvironment,
  fakeAuth,
  fakeFetch,
  json,
  telemetryRecorder,
  testSettings,
  testUser
} from './environment.ts'
export type {
  FakeAuth,
  FakeFetch,
  FetchHandler,
  RecordedTelemetry,
  TelemetryRecorder,
  TestEnvironment,
  TestEnvironmentOptions
} from './environment.ts'
export { fakeFlagClient, launchDarklyError } from './flag-client.ts'
export type { FakeFlagClient, FakeInitialization } from './flag-client.ts'

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

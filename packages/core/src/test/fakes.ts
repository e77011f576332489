// The core's fakes and example data with no test runner in them: what Storybook's preview and the
// stories load in a browser that Vitest does not drive (`npm run storybook`). A module that imports
// `vitest` fails to load there.
export {
  FakeClock,
  MemoryStorage,
  TEST_API,
  configureTestCrewPortal,
  createTestEnvironment,
  fakeAuth,
  fakeFetch,
  json,
  pageOfList,
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
// Example payloads (docs/api/openapi.yaml examples) for tests and stories outside the core.
export * from '@crew-portal/contract/fixtures'
export { issueCredentialFor, testDevice, testDoorPass, testPassHolder, testPassIssuer } from './pass.ts'
export type { TestDevice, TestDoorPass, TestPassIssuer } from './pass.ts'
export { examplePreCheckInForm } from './forms.ts'
export { memoryDeviceKeys } from './device-keys.ts'
export type { MemoryDeviceKeys } from './device-keys.ts'
export { HOSTILE_PAYLOADS, HOSTILE_TEXTS, HOSTILE_URLS } from './hostile-payloads.ts'
export type { HostileKind, HostilePayload } from './hostile-payloads.ts'
export { hostileDomFindings, mapStrings, payloadCycle } from './hostile.ts'
export type { JsonPath } from './hostile.ts'
export { answerSchemaFor, hostileAnswer } from './hostile-api.ts'
export type { HostileAnswer } from './hostile-api.ts'

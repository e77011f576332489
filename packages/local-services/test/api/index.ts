export { startTestApi, TEST_APP_ORIGIN } from './harness.ts'
export type { TestApi } from './harness.ts'
export { createTestSigner, unsignedToken, TEST_AUDIENCE, TEST_ISSUER } from './tokens.ts'
export type { TestSigner } from './tokens.ts'

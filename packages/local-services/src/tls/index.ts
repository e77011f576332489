export { ensureTlsMaterial, isUsableServerCertificate, tlsFiles, LOCAL_HOST_NAMES } from './certificates.ts'
export type { TlsFiles } from './certificates.ts'
export { trustingFetch } from './trusting-fetch.ts'
export type { FetchLike } from './trusting-fetch.ts'

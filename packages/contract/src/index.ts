// The product API's wire format (docs/api/openapi.yaml), stated once: the core parses every answer
// with these schemas, the local services answer with their types and validate writes with them,
// and tests/contract proves server answers = OpenAPI = schemas. Every module here is the contract
// in full, so each is exported whole.
export * from './primitives.ts'
export * from './schemas.ts'
export * from './unchanged.ts'
export * from './flags.ts'
export * from './paths.ts'
export * from './paging.ts'
export * from './link.ts'
export * from './pass-code.ts'
export * from './pass-keys.ts'
export * from './pass-devices.ts'
export * from './pass-window.ts'
export * from './calendar.ts'
export * from './icalendar.ts'

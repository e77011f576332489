// Keeps docs/api/openapi.yaml and this client in step without a YAML parser: every path of the
// team's contract is documented, and every documented operation has its typed call here.
import { describe, expect, it } from 'vitest'
import * as productCalls from './calls.ts'
import * as passCalls from './pass-calls.ts'
import * as readingCalls from './reading-calls.ts'

const calls = { ...productCalls, ...passCalls, ...readingCalls }

// The core is typed for the browser (no Node types); this test alone reads a file, in Node.
const fsModule = 'node:fs'
const { readFileSync } = (await import(/* @vite-ignore */ fsModule)) as {
  readFileSync(path: URL, encoding: 'utf8'): string
}
const openapi = readFileSync(new URL('../../../../docs/api/openapi.yaml', import.meta.url), 'utf8')

/** The paths fixed in the team's API contract. */
const CONTRACT_PATHS = [
  '/api/v1/configuration/settings',
  '/api/v1/user',
  '/api/v1/trainingevents',
  '/api/v1/trainingevents/{id}',
  '/api/v1/trainingevents/{reservationId}/contactcarddisplayed',
  '/api/v1/directory/contacts',
  '/api/v1/contacts/{id}',
  '/api/v1/analytics/logout',
  '/api/v1/trainingrecord/{eventId}/documents',
  '/api/v1/Schedule',
  '/api/v1/reservationdocuments/tsa',
  '/api/v1/library/categories',
  '/api/v1/library/documents',
  '/api/v1/library/documents/{id}',
  '/api/v1/RecentlyViewedDocuments',
  '/api/v1/DocumentViewerStatus',
  '/api/v1/reading/acknowledgements',
  '/api/v1/courseware',
  '/api/v1/courseware/{id}/progress',
  '/api/v1/precheckin/{eventId}',
  '/api/v1/accesspass',
  '/api/v1/accesspass/{passId}/credential',
  '/api/v1/accesspass/keys',
  '/api/v1/accesspass/revocations',
  '/api/v1/devices',
  '/api/v1/devices/{deviceId}/revoke',
  '/api/v1/user/notifications',
  '/api/v1/user/calendar',
  '/api/v1/calendar/{token}.ics'
]

/**
 * Operations another area calls: the settings area loads the remote configuration itself, and the
 * gate (signed out, docs/access-pass.md) the issuer's keys and the revocations. The calendar feed
 * is read by the pilot's calendar app, never by the app (docs/calendar.md).
 */
const ELSEWHERE = new Set(['getRemoteConfiguration', 'getPassIssuerKeys', 'getPassRevocations', 'getCalendarFeed'])

describe('docs/api/openapi.yaml', () => {
  it('is OpenAPI 3.1', () => {
    expect(openapi).toMatch(/^openapi: 3\.1\.\d+$/m)
  })

  it('documents every path of the contract', () => {
    const documented = [...openapi.matchAll(/^ {2}(\/api\/v1\/\S+):$/gm)].map((match) => match[1])
    expect(documented.sort()).toEqual([...CONTRACT_PATHS].sort())
  })

  it('has a typed call in core/api for every operation', () => {
    const operations = [...openapi.matchAll(/operationId: (\w+)/g)].map((match) => match[1] ?? '')
    expect(operations.length).toBeGreaterThan(20)
    const missing = operations.filter(
      (name) => !ELSEWHERE.has(name) && typeof (calls as Record<string, unknown>)[name] !== 'function'
    )
    expect(missing).toEqual([])
  })

  it("exempts only configuration/settings, the gate's two public paths and the calendar feed from the bearer token", () => {
    expect([...openapi.matchAll(/security: \[\]/g)]).toHaveLength(4)
    for (const [path, next] of [
      ['/api/v1/configuration/settings:', '/api/v1/user:'],
      ['/api/v1/accesspass/keys:', '/api/v1/accesspass/revocations:'],
      ['/api/v1/accesspass/revocations:', '/api/v1/devices:'],
      ['/api/v1/calendar/{token}.ics:', '/api/v1/trainingevents:']
    ] as const) {
      expect(openapi.slice(openapi.indexOf(path), openapi.indexOf(next)), path).toContain('security: []')
    }
  })
})

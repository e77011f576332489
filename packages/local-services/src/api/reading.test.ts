import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { READING_ACKNOWLEDGEMENTS_PATH } from '@crew-portal/contract'
import { startTestApi, type TestApi } from '../../test/api/index.ts'

const NOW = new Date('2026-11-22T10:00:00Z')
const AT = '2026-11-22T10:00:00Z'

let api: TestApi
let samToken: string
beforeAll(async () => {
  api = await startTestApi({ now: () => NOW })
  samToken = await api.signer.sign(
    { sub: 'usr-1002', email: 'fto.pilot@example.com' },
    { issuedAt: Math.floor(NOW.getTime() / 1000) }
  )
})
afterAll(async () => {
  await api.close()
})
beforeEach(async () => {
  await api.call('/__control/reset', { method: 'POST', body: { data: true }, token: null })
})

interface Acknowledgement {
  documentId: string
  version: string
  acknowledgedAt: string
}

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T

const acknowledge = (body: unknown, init: { token?: string; headers?: Record<string, string> } = {}) =>
  api.call(READING_ACKNOWLEDGEMENTS_PATH, { method: 'POST', body, ...init })

const acknowledgements = async (token?: string) =>
  json<Acknowledgement[]>(await api.call(READING_ACKNOWLEDGEMENTS_PATH, token === undefined ? {} : { token }))

/** The control endpoint that publishes a new version of a library document. */
const publish = (documentId: string, body: unknown) =>
  api.call(`/__control/library/documents/${documentId}/version`, { method: 'POST', body, token: null })

const libraryDocument = async (id: string) =>
  json<{ version: string; url: string; updatedAt: string }>(await api.call(`/api/v1/library/documents/${id}`))

const requiredReading = async (eventId: string) =>
  (
    await json<{ requiredReading: Array<{ documentId: string; version: string; url: string; dueDate: string }> }>(
      await api.call(`/api/v1/trainingevents/${eventId}`)
    )
  ).requiredReading

const ALEX_SEEDED: Acknowledgement[] = [
  { documentId: 'doc-guide-checkride', version: '2', acknowledgedAt: '2026-11-02T18:40:00Z' },
  { documentId: 'doc-a320-fcom', version: '54', acknowledgedAt: '2026-11-20T18:40:00Z' }
]

describe('GET /api/v1/reading/acknowledgements', () => {
  it("answers the pilot's seeded acknowledgements, oldest first, and another pilot's own", async () => {
    expect(await acknowledgements()).toEqual(ALEX_SEEDED)
    expect(await acknowledgements(samToken)).toEqual([
      { documentId: 'doc-fto-welcome', version: '1', acknowledgedAt: '2026-11-19T18:40:00Z' }
    ])
  })

  it('answers 401 without a token', async () => {
    expect((await api.call(READING_ACKNOWLEDGEMENTS_PATH, { token: null })).status).toBe(401)
  })
})

describe('POST /api/v1/reading/acknowledgements', () => {
  it('answers 201 with the acknowledgement the first time, then 200 with the same one, listed after the seeded ones', async () => {
    const first = await acknowledge({ documentId: 'doc-a320-qrh', version: '7' })
    expect(first.status).toBe(201)
    const recorded = { documentId: 'doc-a320-qrh', version: '7', acknowledgedAt: AT }
    expect(await first.json()).toEqual(recorded)
    const again = await acknowledge({ documentId: 'doc-a320-qrh', version: '7' })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(recorded)
    expect(await acknowledgements()).toEqual([...ALEX_SEEDED, recorded])
  })

  it('answers 200 with the seeded acknowledgement for a version the seed acknowledged', async () => {
    const response = await acknowledge({ documentId: 'doc-a320-fcom', version: '54' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(ALEX_SEEDED[1])
    expect(await acknowledgements()).toEqual(ALEX_SEEDED)
  })

  it("keeps one pilot's acknowledgements from another", async () => {
    expect((await acknowledge({ documentId: 'doc-fto-sops', version: '3' }, { token: samToken })).status).toBe(201)
    expect((await acknowledge({ documentId: 'doc-a320-qrh', version: '7' })).status).toBe(201)
    expect((await acknowledgements(samToken)).map(({ documentId }) => documentId)).toEqual([
      'doc-fto-welcome',
      'doc-fto-sops'
    ])
    expect((await acknowledgements()).map(({ documentId }) => documentId)).not.toContain('doc-fto-sops')
  })

  it('answers 409 for a version that is no longer current, naming the new one, and records nothing', async () => {
    expect((await publish('doc-a320-qrh', { version: '8' })).status).toBe(200)
    const stale = await acknowledge({ documentId: 'doc-a320-qrh', version: '7' })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({
      status: 409,
      message: 'A newer version (8) of “A320 Quick Reference Handbook” has been published. Read it, then confirm it.'
    })
    const unknown = await acknowledge({ documentId: 'doc-a320-qrh', version: '6' })
    expect(unknown.status).toBe(409)
    expect(await unknown.json()).toMatchObject({
      message: '“A320 Quick Reference Handbook” has no version 6; its current version is 8. Read it, then confirm it.'
    })
    expect(await acknowledgements()).toEqual(ALEX_SEEDED)
    expect((await acknowledge({ documentId: 'doc-a320-qrh', version: '8' })).status).toBe(201)
  })

  it('keeps every version a pilot acknowledged: a new version asks again, the older acknowledgement stays', async () => {
    expect((await publish('doc-a320-fcom', { version: '55' })).status).toBe(200)
    expect((await acknowledge({ documentId: 'doc-a320-fcom', version: '55' })).status).toBe(201)
    expect(await acknowledgements()).toEqual([
      ...ALEX_SEEDED,
      { documentId: 'doc-a320-fcom', version: '55', acknowledgedAt: AT }
    ])
    // A confirmation of the older version sent again (from the outbox, say) is answered, not refused.
    expect((await acknowledge({ documentId: 'doc-a320-fcom', version: '54' })).status).toBe(200)
  })

  it('answers 404 for a document the library does not hold, whatever its id', async () => {
    for (const documentId of ['doc-nope', '__proto__', 'constructor', 'hasOwnProperty'])
      expect((await acknowledge({ documentId, version: '1' })).status, documentId).toBe(404)
    expect(await acknowledgements()).toEqual(ALEX_SEEDED)
  })

  it.each([
    [{ documentId: '../../etc/passwd', version: '1' }, 'documentId'],
    [{ documentId: 'x'.repeat(101), version: '1' }, 'documentId'],
    [{ documentId: '<img src=x onerror=alert(1)>', version: '1' }, 'documentId'],
    [{ documentId: 42, version: '1' }, 'documentId'],
    [{ documentId: 'doc-a320-qrh' }, 'version'],
    [{ documentId: 'doc-a320-qrh', version: '7&v=8' }, 'version'],
    [{ documentId: 'doc-a320-qrh', version: 7 }, 'version'],
    [{ documentId: 'doc-a320-qrh', version: '7', acknowledgedAt: '2020-01-01T00:00:00Z' }, 'acknowledgedAt']
  ])('answers 400 naming the field for %j, and records nothing', async (body, field) => {
    const response = await acknowledge(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ status: 400, field })
    expect(await acknowledgements()).toEqual(ALEX_SEEDED)
  })

  it('refuses a __proto__ key by name and pollutes nothing', async () => {
    const rawBody = '{"documentId":"doc-a320-qrh","version":"7","__proto__":{"polluted":true}}'
    const response = await api.call(READING_ACKNOWLEDGEMENTS_PATH, { method: 'POST', rawBody })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: '__proto__' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('answers a repeated Idempotency-Key with the first answer and applies it once', async () => {
    const headers = { 'Idempotency-Key': 'ack-qrh-1' }
    const first = await acknowledge({ documentId: 'doc-a320-qrh', version: '7' }, { headers })
    const again = await acknowledge({ documentId: 'doc-a320-qrh', version: '7' }, { headers })
    expect([first.status, again.status]).toEqual([201, 201])
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
    const applied = await json<Array<{ path: string; applied: number }>>(
      await api.call('/__control/applied', { token: null })
    )
    expect(applied.filter(({ path }) => path === READING_ACKNOWLEDGEMENTS_PATH)).toEqual([
      expect.objectContaining({ user: 'bat.pilot@example.com', method: 'POST', applied: 1 })
    ])
  })

  it('keeps written acknowledgements over a restart; the reset with data clears them, never the seeded ones', async () => {
    await acknowledge({ documentId: 'doc-a320-qrh', version: '7' })
    await api.restart()
    expect(await acknowledgements()).toHaveLength(ALEX_SEEDED.length + 1)
    await api.call('/__control/reset', { method: 'POST', body: { data: true }, token: null })
    expect(await acknowledgements()).toEqual(ALEX_SEEDED)
  })
})

describe('POST /__control/library/documents/{id}/version', () => {
  it('publishes a new version: the library, the file link and the events requiring it answer it, updated now', async () => {
    expect(await libraryDocument('doc-a320-fcom')).toMatchObject({
      version: '54',
      url: 'https://localhost:4282/files/doc-a320-fcom.pdf?v=54'
    })
    const response = await publish('doc-a320-fcom', { version: '55' })
    expect(response.status).toBe(200)
    const published = { version: '55', url: 'https://localhost:4282/files/doc-a320-fcom.pdf?v=55', updatedAt: AT }
    expect(await response.json()).toMatchObject({ id: 'doc-a320-fcom', ...published })
    expect(await libraryDocument('doc-a320-fcom')).toMatchObject(published)
    const listed = await json<Array<{ id: string; version: string }>>(await api.call('/api/v1/library/documents'))
    // Newest first: the new version is the library's newest document.
    expect(listed[0]).toMatchObject({ id: 'doc-a320-fcom', version: '55' })
    expect(
      (await requiredReading('evt-bat-upcoming')).find(({ documentId }) => documentId === 'doc-a320-fcom')
    ).toEqual(expect.objectContaining({ version: '55', url: published.url }))
    const pdf = await (await api.call('/files/doc-a320-fcom.pdf?v=55', { token: null })).text()
    expect(pdf).toContain('(Version 55)')
  })

  it('keeps the version over a restart, until the reset with data', async () => {
    await publish('doc-fto-sops', { version: '4' })
    await api.restart()
    expect((await libraryDocument('doc-fto-sops')).version).toBe('4')
    await api.call('/__control/reset', { method: 'POST', body: { data: true }, token: null })
    expect((await libraryDocument('doc-fto-sops')).version).toBe('3')
  })

  it('answers 404 for a document the library does not hold, 409 for its current version, 400 naming a bad field', async () => {
    expect((await publish('doc-nope', { version: '2' })).status).toBe(404)
    expect((await publish('__proto__', { version: '2' })).status).toBe(404)
    expect((await publish('doc-a320-fcom', { version: '54' })).status).toBe(409)
    for (const [body, field] of [
      [{ version: '5/5' }, 'version'],
      [{}, 'version'],
      [{ version: '55', updatedAt: AT }, 'updatedAt']
    ] as const) {
      const response = await publish('doc-a320-fcom', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json()).toMatchObject({ field })
    }
    expect((await libraryDocument('doc-a320-fcom')).version).toBe('54')
  })
})

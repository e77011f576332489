import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFaultBook, GROW_ANSWER_HEADER, grownAnswer } from './faults.ts'
import { startTestApi, TEST_APP_ORIGIN, type TestApi } from '../../test/api/index.ts'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api.close()
})
beforeEach(async () => {
  await api.call('/__control/reset', { method: 'POST', token: null })
})

const setFault = (body: unknown) => api.call('/__control/faults', { method: 'POST', body, token: null })

describe('fault injection on the API origin (docs/local-services.md)', () => {
  it('serves a fault on every matching path until reset, then the real answer again', async () => {
    const created = await setFault({ path: 'trainingevents', status: 500 })
    expect(created.status).toBe(201)
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await api.call('/api/v1/trainingevents')
      expect(response.status).toBe(500)
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/)
      expect(await response.json()).toEqual({
        type: 'about:blank',
        title: 'Internal Server Error',
        status: 500,
        detail: 'Injected fault: HTTP 500.',
        message: 'Injected fault: HTTP 500.'
      })
    }
    expect((await api.call('/api/v1/user')).status).toBe(200)
    expect((await api.call('/__control/reset', { method: 'POST', token: null })).status).toBe(204)
    expect((await api.call('/api/v1/trainingevents')).status).toBe(200)
  })

  it('serves a fault `times` times, then clears it by itself', async () => {
    await setFault({ path: '/api/v1/user', status: 403, times: 2 })
    expect((await api.call('/api/v1/user')).status).toBe(403)
    expect((await api.call('/api/v1/user/notifications')).status).toBe(403)
    expect((await api.call('/api/v1/user')).status).toBe(200)
  })

  it('answers with the given body, status 404 included (the training-record banner)', async () => {
    await setFault({ path: 'trainingrecord/', status: 404, body: { message: 'Records are being migrated.' } })
    const response = await api.call('/api/v1/trainingrecord/evt-bat-past-1/documents')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Records are being migrated.' })
  })

  it('answers any status with any body: a 200 with a malformed or oversized answer', async () => {
    await setFault({ path: 'trainingevents', status: 200, body: { not: 'a list' }, times: 1 })
    const malformed = await api.call('/api/v1/trainingevents')
    expect(malformed.status).toBe(200)
    expect(await malformed.json()).toEqual({ not: 'a list' })
    await setFault({ path: 'library/documents', status: 200, body: 'x'.repeat(300_000), times: 1 })
    const oversized = await api.call('/api/v1/library/documents')
    expect((await oversized.json()) as string).toHaveLength(300_000)
    await setFault({ path: 'Schedule', status: 418, times: 1 })
    expect((await api.call('/api/v1/Schedule')).status).toBe(418)
  })

  it('answers 401 even to a good token, for the session-expired dialog', async () => {
    await setFault({ path: 'Schedule', status: 401, times: 1 })
    expect((await api.call('/api/v1/Schedule')).status).toBe(401)
  })

  it('waits delayMs before answering', async () => {
    await setFault({ path: 'accesspass', status: 500, delayMs: 300, times: 1 })
    const started = performance.now()
    const response = await api.call('/api/v1/accesspass')
    expect(response.status).toBe(500)
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('carries the CORS headers, so the app can read the injected status', async () => {
    await setFault({ path: 'courseware', status: 500 })
    const response = await api.call('/api/v1/courseware', { headers: { origin: TEST_APP_ORIGIN } })
    expect(response.status).toBe(500)
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN)
  })

  it('never applies to the control paths, so a test can always clear what it set', async () => {
    await setFault({ path: '/', status: 500 })
    expect((await api.call('/api/v1/user')).status).toBe(500)
    const listed = await api.call('/__control/faults', { token: null })
    expect(listed.status).toBe(200)
    expect(await listed.json()).toEqual([expect.objectContaining({ path: '/', status: 500 })])
    expect((await api.call('/__control/reset', { method: 'POST', token: null })).status).toBe(204)
    expect((await api.call('/api/v1/user')).status).toBe(200)
  })

  it.each([
    [{ status: 500 }, 'path'],
    [{ path: '', status: 500 }, 'path'],
    [{ path: 'user', status: 99 }, 'status'],
    [{ path: 'user', status: 600 }, 'status'],
    [{ path: 'user', status: '500' }, 'status'],
    [{ path: 'user', status: 500, delayMs: -1 }, 'delayMs'],
    [{ path: 'user', status: 500, delayMs: 600_000 }, 'delayMs'],
    [{ path: 'user', status: 500, times: 0 }, 'times'],
    [{ path: 'user', status: 500, times: 1.5 }, 'times']
  ])('refuses the fault %j with a 400 naming %s, and arms nothing', async (body, field) => {
    const response = await setFault(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field })
    expect((await api.call('/api/v1/user')).status).toBe(200)
  })

  it('answers 404 for an unknown control path and 400 for a reset body it does not know', async () => {
    expect((await api.call('/__control/nothing', { method: 'POST', token: null })).status).toBe(404)
    expect(
      (await api.call('/__control/reset', { method: 'POST', body: { everything: true }, token: null })).status
    ).toBe(400)
  })
})

describe(`a request asking for a grown answer (${GROW_ANSWER_HEADER}, the fault matrix's 10 MB answer)`, () => {
  const grow = (bytes: string) => ({ [GROW_ANSWER_HEADER]: bytes, origin: TEST_APP_ORIGIN })

  it('gets its real answer grown, still valid, with the CORS headers', async () => {
    const plain = (await (await api.call('/api/v1/trainingevents')).json()) as Record<string, unknown>[]
    const response = await api.call('/api/v1/trainingevents', { headers: grow('1048576') })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN)
    const text = await response.text()
    expect(Buffer.byteLength(text)).toBeGreaterThanOrEqual(1_048_576)
    const items = JSON.parse(text) as Record<string, unknown>[]
    expect(items.map(({ faultMatrixPadding, ...item }) => (expect(faultMatrixPadding).toMatch(/^x+$/), item))).toEqual(
      plain
    )
  })

  it('turns a 204 into a 200 whose body a reader of none may ignore', async () => {
    const response = await api.call('/api/v1/DocumentViewerStatus', {
      method: 'POST',
      body: { documentId: 'doc-a320-fcom', status: 'opened' },
      headers: grow('4096')
    })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text.length).toBe(4096)
    expect(JSON.parse(text)).toBeNull()
  })

  it.each(['0', '-1', 'ten', '1e7', String(64 * 1024 * 1024 + 1)])(
    'refuses %j with a 400 and answers nothing else',
    async (bytes) => {
      const response = await api.call('/api/v1/trainingevents', { headers: grow(bytes) })
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(GROW_ANSWER_HEADER)
    }
  )

  it('grows an object, a list of objects, an empty list and no body', () => {
    expect(JSON.parse(grownAnswer('{"a":1}', 100))).toEqual({ a: 1, faultMatrixPadding: expect.stringMatching(/^x+$/) })
    expect(grownAnswer('{"a":1}', 100).length).toBeGreaterThanOrEqual(100)
    expect(JSON.parse(grownAnswer('[{"a":1},{"b":2}]', 100))).toEqual([
      { a: 1, faultMatrixPadding: expect.any(String) },
      { b: 2, faultMatrixPadding: expect.any(String) }
    ])
    expect(JSON.parse(grownAnswer('[]', 100))).toEqual([])
    expect(grownAnswer('', 100)).toHaveLength(100)
  })
})

describe('createFaultBook', () => {
  it('serves the earliest matching fault first', () => {
    const book = createFaultBook()
    book.add({ path: 'user', status: 403, times: 1 })
    book.add({ path: 'user', status: 500 })
    expect(book.take('/api/v1/user')?.status).toBe(403)
    expect(book.take('/api/v1/user')?.status).toBe(500)
    expect(book.take('/api/v1/user')?.status).toBe(500)
    expect(book.take('/__control/reset')).toBeUndefined()
  })
})

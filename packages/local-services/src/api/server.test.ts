import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, TEST_APP_ORIGIN, type TestApi } from '../../test/api/index.ts'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api.close()
})

describe('CORS for the app origin', () => {
  /** The app origin's preflight of a PUT that will send `requestHeaders`. */
  const preflightOfPut = (requestHeaders: string) =>
    api.call('/api/v1/user/notifications', {
      method: 'OPTIONS',
      token: null,
      headers: {
        origin: TEST_APP_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': requestHeaders
      }
    })

  it('answers the preflight of a PUT with Authorization and Content-Type', async () => {
    const response = await preflightOfPut('authorization, content-type')
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN)
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT')
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('authorization,content-type')
  })

  it('allows no headers on a preflight whose header list is malformed', async () => {
    const response = await preflightOfPut('authorization, <script>')
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')).toBeNull()
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('allows the app origin on answers, errors included', async () => {
    const ok = await api.call('/api/v1/user', { headers: { origin: TEST_APP_ORIGIN } })
    expect(ok.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN)
    const denied = await api.call('/api/v1/user', { token: null, headers: { origin: TEST_APP_ORIGIN } })
    expect(denied.status).toBe(401)
    expect(denied.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN)
    expect(denied.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate')
  })

  it('gives another origin no CORS headers', async () => {
    const response = await api.call('/api/v1/user', {
      method: 'OPTIONS',
      token: null,
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' }
    })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-methods')).toBeNull()
  })
})

describe('routing', () => {
  it('answers 404 with a message for an unknown path and 405 for a known path with another method', async () => {
    const missing = await api.call('/api/v1/nothing-here')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      type: 'about:blank',
      title: expect.any(String),
      status: expect.any(Number),
      detail: expect.any(String),
      message: expect.any(String)
    })
    const wrong = await api.call('/api/v1/trainingevents', { method: 'POST', body: {} })
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET')
  })

  it('matches literal segments without regard to case, as the production API does', async () => {
    expect((await api.call('/api/v1/schedule')).status).toBe(200)
    expect((await api.call('/API/V1/RecentlyViewedDocuments')).status).toBe(200)
  })

  it('answers 404, not a crash, for a malformed escape or a __proto__ segment', async () => {
    expect((await api.call('/api/v1/trainingevents/%E0%A4%A')).status).toBe(404)
    expect((await api.call('/api/v1/trainingevents/__proto__')).status).toBe(404)
    expect((await api.call('/api/v1/precheckin/constructor')).status).toBe(404)
  })

  it('answers JSON that is never cached', async () => {
    const response = await api.call('/api/v1/user')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })
})

describe('reads', () => {
  it('looks up the directory by e-mail, answering 400 without one and 404 for a stranger', async () => {
    expect((await api.call('/api/v1/directory/contacts?email=JORDAN.LEE@example.com')).status).toBe(200)
    expect(await (await api.call('/api/v1/directory/contacts')).json()).toMatchObject({ field: 'email' })
    expect((await api.call('/api/v1/directory/contacts?email=nobody@example.com')).status).toBe(404)
  })

  it('filters the library by audience, text and category, and refuses a bad filter', async () => {
    const fto = (await (await api.call('/api/v1/library/documents?audience=fto')).json()) as Array<{ audience: string }>
    expect(fto.length).toBeGreaterThan(0)
    expect(fto.every((document) => document.audience === 'fto')).toBe(true)
    const found = (await (await api.call('/api/v1/library/documents?q=DE-ICING')).json()) as Array<{ id: string }>
    expect(found.map((document) => document.id)).toEqual(['doc-bulletin-deicing'])
    const manuals = (await (await api.call('/api/v1/library/documents?category=manuals')).json()) as Array<{
      category: string
    }>
    expect(manuals.every((document) => document.category === 'manuals')).toBe(true)
    expect(await (await api.call('/api/v1/library/documents?audience=pilots')).json()).toMatchObject({
      field: 'audience'
    })
  })

  it("answers the TSA status of the user's own reservation only", async () => {
    expect(await (await api.call('/api/v1/reservationdocuments/tsa?reservationId=RES-1001')).json()).toMatchObject({
      status: 'approved'
    })
    expect((await api.call('/api/v1/reservationdocuments/tsa?reservationId=RES-2001')).status).toBe(404)
    expect((await api.call('/api/v1/reservationdocuments/tsa')).status).toBe(400)
  })

  it("keeps one crew member's events from another", async () => {
    expect((await api.call('/api/v1/trainingevents/evt-fto-upcoming')).status).toBe(404)
    const kim = await api.signer.sign({ sub: 'usr-1003', email: 'new.crew@example.com' })
    expect(await (await api.call('/api/v1/trainingevents', { token: kim })).json()).toEqual([])
  })

  it('answers the missing training records with a message for the banner', async () => {
    const response = await api.call('/api/v1/trainingrecord/evt-bat-past-2/documents')
    expect(response.status).toBe(404)
    expect(((await response.json()) as { message: string }).message).toMatch(/could not be found/)
    expect((await api.call('/api/v1/trainingrecord/evt-bat-past-1/documents')).status).toBe(200)
  })
})

describe('errors are RFC 9457 problem details (docs/api/openapi.yaml, Problem)', () => {
  const problemOf = async (response: Response) => {
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    return (await response.json()) as Record<string, unknown>
  }

  it('for a missing token, an unknown path, a wrong method and a bad body, each with status, title and detail', async () => {
    const unauthorized = await api.call('/api/v1/user', { token: null })
    expect(await problemOf(unauthorized)).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: expect.any(String),
      message: expect.any(String)
    })
    expect(await problemOf(await api.call('/api/v1/nothing-here'))).toMatchObject({ title: 'Not Found', status: 404 })
    expect(await problemOf(await api.call('/api/v1/trainingevents', { method: 'POST', body: {} }))).toMatchObject({
      title: 'Method Not Allowed',
      status: 405
    })
    const invalid = await problemOf(
      await api.call('/api/v1/user/notifications', { method: 'PUT', body: { smsEnabled: 'yes', phoneNumber: null } })
    )
    expect(invalid).toMatchObject({ title: 'Bad Request', status: 400, field: 'smsEnabled' })
    expect(invalid.detail).toBe(invalid.message)
  })

  it('for a body over the limit, without reading it all', async () => {
    const response = await api.call('/api/v1/RecentlyViewedDocuments', {
      method: 'POST',
      body: { documentId: 'x'.repeat(70 * 1024) }
    })
    expect(await problemOf(response)).toMatchObject({ title: 'Content Too Large', status: 413 })
  })
})

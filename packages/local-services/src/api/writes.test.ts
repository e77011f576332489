import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { STATE_FILE } from './store.ts'
import { startTestApi, type TestApi } from '../../test/api/index.ts'

const NOW = new Date('2026-11-22T10:00:00Z')
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10)

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({ now: () => NOW })
})
afterAll(async () => {
  await api.close()
})
beforeEach(async () => {
  await api.call('/__control/reset', { method: 'POST', body: { data: true }, token: null })
})

const json = async (response: Response): Promise<unknown> => response.json()

const goodPreCheckIn = () => ({
  personalDetailsConfirmed: true,
  arrivalDate: day(4),
  documents: {
    passport: { expiryDate: '2030-04-30' },
    licence: { expiryDate: '2028-01-31' },
    medical: { expiryDate: '2027-06-30' }
  }
})

/** Each write: the path, a good body, what reading back shows, and malformed bodies with the field named. */
interface WriteCase {
  name: string
  method: 'PUT' | 'POST'
  path: string
  read: string
  good: unknown
  saved(body: unknown): void
  bad: Array<[body: unknown, field: string]>
}

const WRITES: WriteCase[] = [
  {
    name: 'SMS settings',
    method: 'PUT',
    path: '/api/v1/user/notifications',
    read: '/api/v1/user/notifications',
    good: { smsEnabled: true, phoneNumber: '+14155550123' },
    saved: (body: unknown) => expect(body).toEqual({ smsEnabled: true, phoneNumber: '+14155550123' }),
    bad: [
      [{ smsEnabled: 'yes', phoneNumber: null }, 'smsEnabled'],
      [{ smsEnabled: true, phoneNumber: null }, 'phoneNumber'],
      [{ smsEnabled: false, phoneNumber: '555-0123' }, 'phoneNumber'],
      [{ phoneNumber: null }, 'smsEnabled']
    ]
  },
  {
    name: 'pre-check-in answers',
    method: 'PUT',
    path: '/api/v1/precheckin/evt-bat-upcoming',
    read: '/api/v1/precheckin/evt-bat-upcoming',
    good: goodPreCheckIn(),
    saved: (body: unknown) =>
      expect(body).toMatchObject({ status: 'done', answers: goodPreCheckIn(), updatedAt: '2026-11-22T10:00:00Z' }),
    bad: [
      [{ ...goodPreCheckIn(), personalDetailsConfirmed: false }, 'personalDetailsConfirmed'],
      [{ ...goodPreCheckIn(), arrivalDate: '26-11-2026' }, 'arrivalDate'],
      [{ ...goodPreCheckIn(), arrivalDate: '2026-02-30' }, 'arrivalDate'],
      [{ ...goodPreCheckIn(), arrivalDate: day(-1) }, 'arrivalDate'],
      [{ ...goodPreCheckIn(), arrivalDate: day(6) }, 'arrivalDate'],
      [
        { ...goodPreCheckIn(), documents: { ...goodPreCheckIn().documents, licence: { expiryDate: day(4) } } },
        'documents.licence.expiryDate'
      ],
      [
        {
          ...goodPreCheckIn(),
          documents: { passport: { expiryDate: '2030-04-30' }, licence: { expiryDate: '2028-01-31' } }
        },
        'documents.medical'
      ],
      [{ ...goodPreCheckIn(), tsaApproved: true }, 'tsaApproved']
    ]
  },
  {
    name: 'courseware progress',
    method: 'PUT',
    path: '/api/v1/courseware/cw-a320-systems/progress',
    read: '/api/v1/courseware',
    good: { percent: 50, lastLocation: 'module-3/lesson-3' },
    saved: (body: unknown) =>
      expect(body).toContainEqual(
        expect.objectContaining({
          coursewareId: 'cw-a320-systems',
          percent: 50,
          lastLocation: 'module-3/lesson-3',
          updatedAt: '2026-11-22T10:00:00Z'
        })
      ),
    bad: [
      [{ percent: 101, lastLocation: 'x' }, 'percent'],
      [{ percent: 12.5, lastLocation: 'x' }, 'percent'],
      [{ percent: 10, lastLocation: '' }, 'lastLocation']
    ]
  },
  {
    name: 'recently viewed',
    method: 'POST',
    path: '/api/v1/RecentlyViewedDocuments',
    read: '/api/v1/RecentlyViewedDocuments',
    good: { documentId: 'doc-a320-qrh' },
    saved: (body: unknown) =>
      expect(body).toEqual([expect.objectContaining({ documentId: 'doc-a320-qrh', viewedAt: '2026-11-22T10:00:00Z' })]),
    bad: [
      [{ documentId: '../../etc/passwd' }, 'documentId'],
      [{ documentId: 42 }, 'documentId'],
      [{}, 'documentId']
    ]
  },
  {
    name: 'contact card displayed',
    method: 'PUT',
    path: '/api/v1/trainingevents/GEM-77001/contactcarddisplayed',
    read: '/api/v1/trainingevents/evt-bat-upcoming',
    good: undefined,
    saved: (body: unknown) => expect(body).toMatchObject({ isContactCardDisplayedWeb: true }),
    bad: []
  }
]

describe.each(WRITES)('the $name write', (write) => {
  it('answers 2xx and the change survives a restart', async () => {
    const response = await api.call(write.path, {
      method: write.method,
      ...(write.good === undefined ? {} : { body: write.good })
    })
    expect(response.status).toBeLessThan(300)
    await api.restart()
    write.saved(await json(await api.call(write.read)))
  })

  it.each(write.bad)('answers 400 naming the field for %j, and changes nothing', async (body, field) => {
    const before = await json(await api.call(write.read))
    const response = await api.call(write.path, { method: write.method, body })
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { message: string; field: string }
    expect(answer.field).toBe(field)
    expect(answer.message).toContain(field)
    expect(await json(await api.call(write.read))).toEqual(before)
  })
})

describe('hostile and malformed bodies', () => {
  it('answers 400 for a body that is not JSON', async () => {
    const response = await api.call('/api/v1/user/notifications', { method: 'PUT', rawBody: '{"smsEnabled": tru' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      status: 400,
      detail: 'The request body is not valid JSON.',
      message: 'The request body is not valid JSON.'
    })
  })

  it('answers 415 for a body that is not declared as JSON', async () => {
    const response = await api.call('/api/v1/user/notifications', {
      method: 'PUT',
      rawBody: 'smsEnabled=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }
    })
    expect(response.status).toBe(415)
  })

  it('answers 400 naming the field for an empty body', async () => {
    const response = await api.call('/api/v1/user/notifications', { method: 'PUT' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'body' })
  })

  it('answers 413 for a huge body', async () => {
    const response = await api.call('/api/v1/RecentlyViewedDocuments', {
      method: 'POST',
      body: { documentId: 'x'.repeat(70_000) }
    })
    expect(response.status).toBe(413)
  })

  it('rejects a __proto__ key by name and pollutes nothing', async () => {
    const rawBody = '{"documentId":"doc-a320-qrh","__proto__":{"polluted":true,"isAdmin":true}}'
    const response = await api.call('/api/v1/RecentlyViewedDocuments', { method: 'POST', rawBody })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: '__proto__' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(await json(await api.call('/api/v1/RecentlyViewedDocuments'))).toEqual([])
  })

  it('drops a __proto__ key from a lenient body and keeps the prototype clean', async () => {
    const rawBody = '{"smsEnabled":false,"phoneNumber":null,"__proto__":{"smsEnabled":true}}'
    const response = await api.call('/api/v1/user/notifications', { method: 'PUT', rawBody })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ smsEnabled: false, phoneNumber: null })
    expect(({} as Record<string, unknown>).smsEnabled).toBeUndefined()
  })

  it('keeps a script string as inert text', async () => {
    const lastLocation = '<script>alert(1)</script>'
    const response = await api.call('/api/v1/courseware/cw-a320-systems/progress', {
      method: 'PUT',
      body: { percent: 5, lastLocation }
    })
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.json()).toMatchObject({ lastLocation })
  })
})

describe('writes that name something the user does not have', () => {
  it.each([
    ['PUT', '/api/v1/trainingevents/RES-9999/contactcarddisplayed', undefined],
    ['PUT', '/api/v1/precheckin/evt-fto-upcoming', goodPreCheckIn()],
    ['PUT', '/api/v1/precheckin/evt-bat-past-1', goodPreCheckIn()],
    ['PUT', '/api/v1/courseware/cw-fto-induction/progress', { percent: 1, lastLocation: 'a' }],
    ['POST', '/api/v1/RecentlyViewedDocuments', { documentId: 'doc-unknown' }],
    ['POST', '/api/v1/DocumentViewerStatus', { documentId: 'doc-unknown', status: 'opened' }]
  ])('%s %s answers 404', async (method, path, body) => {
    const response = await api.call(path, { method, ...(body === undefined ? {} : { body }) })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: expect.any(String),
      status: expect.any(Number),
      detail: expect.any(String),
      message: expect.any(String)
    })
  })
})

describe('the document viewer status', () => {
  it('answers 204 for a good report and 400 naming the field otherwise', async () => {
    expect(
      (
        await api.call('/api/v1/DocumentViewerStatus', {
          method: 'POST',
          body: { documentId: 'doc-a320-qrh', status: 'opened', page: 3 }
        })
      ).status
    ).toBe(204)
    const bad = await api.call('/api/v1/DocumentViewerStatus', {
      method: 'POST',
      body: { documentId: 'doc-a320-qrh', status: 'printed' }
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ field: 'status' })
  })
})

describe('recently viewed documents', () => {
  it('lists the most recent first, one entry per document, at most 20', async () => {
    const ids = ['doc-a320-fcom', 'doc-a320-qrh', 'doc-b737-fcom', 'doc-a320-fcom']
    for (const documentId of ids)
      await api.call('/api/v1/RecentlyViewedDocuments', { method: 'POST', body: { documentId } })
    const list = (await json(await api.call('/api/v1/RecentlyViewedDocuments'))) as Array<{ documentId: string }>
    expect(list.map((entry) => entry.documentId)).toEqual(['doc-a320-fcom', 'doc-b737-fcom', 'doc-a320-qrh'])
  })
})

describe('the data folder', () => {
  it('holds the writes as JSON and no temp files once a write is answered', async () => {
    await api.call('/api/v1/user/notifications', {
      method: 'PUT',
      body: { smsEnabled: true, phoneNumber: '+14155550123' }
    })
    const saved = JSON.parse(await readFile(join(api.dataDir, STATE_FILE), 'utf8')) as {
      version: number
      records: unknown[]
    }
    expect(saved.version).toBe(1)
    expect(saved.records).toContainEqual([
      'notifications',
      'usr-1001',
      'settings',
      { smsEnabled: true, phoneNumber: '+14155550123' }
    ])
    expect((await readdir(api.dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('is wiped by a restart with reset', async () => {
    await api.call('/api/v1/user/notifications', {
      method: 'PUT',
      body: { smsEnabled: true, phoneNumber: '+14155550123' }
    })
    await api.restart({ reset: true })
    expect(await json(await api.call('/api/v1/user/notifications'))).toEqual({ smsEnabled: false, phoneNumber: null })
  })

  it('starts from the seed when the file is corrupt, and drops entries that no longer parse', async () => {
    await writeFile(join(api.dataDir, STATE_FILE), '{ not json')
    await api.restart()
    expect(await json(await api.call('/api/v1/user/notifications'))).toEqual({ smsEnabled: false, phoneNumber: null })
    await writeFile(
      join(api.dataDir, STATE_FILE),
      JSON.stringify({ version: 1, records: [['notifications', 'usr-1001', 'settings', { smsEnabled: 'maybe' }]] })
    )
    await api.restart()
    expect(await json(await api.call('/api/v1/user/notifications'))).toEqual({ smsEnabled: false, phoneNumber: null })
  })

  it("keeps one user's writes from another user", async () => {
    await api.call('/api/v1/user/notifications', {
      method: 'PUT',
      body: { smsEnabled: true, phoneNumber: '+14155550123' }
    })
    const sam = await api.signer.sign(
      { sub: 'usr-1002', email: 'fto.pilot@example.com' },
      { issuedAt: Math.floor(NOW.getTime() / 1000) }
    )
    expect(await json(await api.call('/api/v1/user/notifications', { token: sam }))).toEqual({
      smsEnabled: false,
      phoneNumber: null
    })
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../../test/api/index.ts'

const NOW = new Date('2026-11-22T10:00:00Z')
const SETTINGS = '/api/v1/user/notifications'

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

const put = (body: unknown, key?: string, token?: string) =>
  api.call(SETTINGS, {
    method: 'PUT',
    body,
    ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }),
    ...(token === undefined ? {} : { token })
  })

async function applied(path = SETTINGS): Promise<Array<{ user: string; method: string; applied: number }>> {
  const response = await api.call('/__control/applied', { token: null })
  const list = (await response.json()) as Array<{ user: string; method: string; path: string; applied: number }>
  return list
    .filter((entry) => entry.path === path)
    .map(({ user, method, applied: times }) => ({ user, method, applied: times }))
}

describe('Idempotency-Key', () => {
  it('applies a write once and answers a repeat with the first answer', async () => {
    const first = await put({ smsEnabled: true, phoneNumber: '+14155550123' }, 'key-1')
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ smsEnabled: true, phoneNumber: '+14155550123' })
    // Changed since by a save with no key: the repeat must not put the first value back.
    expect((await put({ smsEnabled: false, phoneNumber: null })).status).toBe(200)

    const again = await put({ smsEnabled: true, phoneNumber: '+14155550123' }, 'key-1')
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual({ smsEnabled: true, phoneNumber: '+14155550123' })
    expect(await (await api.call(SETTINGS)).json()).toEqual({ smsEnabled: false, phoneNumber: null })
    expect(await applied()).toEqual([{ user: 'bat.pilot@example.com', method: 'PUT', applied: 2 }])
  })

  it('applies concurrent repeats of one key once', async () => {
    const body = { smsEnabled: true, phoneNumber: '+14155550199' }
    const answers = await Promise.all([put(body, 'key-race'), put(body, 'key-race'), put(body, 'key-race')])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(await applied()).toEqual([{ user: 'bat.pilot@example.com', method: 'PUT', applied: 1 }])
  })

  it('refuses a key used again with another body: 422 problem details, nothing applied', async () => {
    expect((await put({ smsEnabled: true, phoneNumber: '+14155550123' }, 'key-2')).status).toBe(200)
    const reused = await put({ smsEnabled: true, phoneNumber: '+14155550100' }, 'key-2')
    expect(reused.status).toBe(422)
    expect(reused.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect(await reused.json()).toMatchObject({ status: 422, field: 'Idempotency-Key' })
    expect(await (await api.call(SETTINGS)).json()).toEqual({ smsEnabled: true, phoneNumber: '+14155550123' })
    expect(await applied()).toEqual([{ user: 'bat.pilot@example.com', method: 'PUT', applied: 1 }])
  })

  it('keeps each account apart: the same key from another crew member is a write of its own', async () => {
    const body = { smsEnabled: true, phoneNumber: '+14155550123' }
    expect((await put(body, 'key-3')).status).toBe(200)
    const sam = await put(body, 'key-3', samToken)
    expect(sam.status).toBe(200)
    expect(sam.headers.get('idempotent-replayed')).toBeNull()
    expect(await (await api.call(SETTINGS, { token: samToken })).json()).toEqual(body)
    expect(await applied()).toEqual([
      { user: 'bat.pilot@example.com', method: 'PUT', applied: 1 },
      { user: 'fto.pilot@example.com', method: 'PUT', applied: 1 }
    ])
  })

  it('answers a refused write the same way again, and a 204 as a 204', async () => {
    const bad = { smsEnabled: true, phoneNumber: null }
    const first = await put(bad, 'key-4')
    expect(first.status).toBe(400)
    const again = await put(bad, 'key-4')
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual(await first.json())

    const status = { documentId: 'doc-a320-fcom', status: 'opened' }
    const post = () =>
      api.call('/api/v1/DocumentViewerStatus', {
        method: 'POST',
        body: status,
        headers: { 'Idempotency-Key': 'key-5' }
      })
    expect((await post()).status).toBe(204)
    const repeated = await post()
    expect(repeated.status).toBe(204)
    expect(await repeated.text()).toBe('')
    expect(await applied('/api/v1/DocumentViewerStatus')).toEqual([
      { user: 'bat.pilot@example.com', method: 'POST', applied: 1 }
    ])
  })

  it('keeps the first answer across a restart', async () => {
    const body = { smsEnabled: true, phoneNumber: '+14155550123' }
    expect((await put(body, 'key-6')).status).toBe(200)
    await api.restart()
    const again = await put(body, 'key-6')
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
  })

  it('refuses a malformed key with a 400 naming the header', async () => {
    const answer = await put({ smsEnabled: false, phoneNumber: null }, 'not a key; <script>')
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ field: 'Idempotency-Key' })
    expect(await applied()).toEqual([])
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { configureTestCrewPortal, json, TEST_API } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { apiFetch, apiJson, apiSend } from './api-fetch.ts'
import { NetworkError } from './errors.ts'
import { FIRST_CALL_TAKE_LIMIT_MS, FIRST_CALLS_KEY, startFirstCalls } from './first-calls.ts'

const ACCOUNT = 'account-1'
const EVENTS = '/api/v1/trainingevents?limit=50'

let env: TestEnvironment

beforeEach(() => {
  env = configureTestCrewPortal({ fetch: (request) => json({ url: request.url, n: env.fetch.requests.length }) })
})

const storeFirstCalls = (pages: Record<string, unknown>, account = ACCOUNT) =>
  env.localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ account, pages }))
const urls = () => env.fetch.requests.map((request) => request.url)

/** A visit: boot's step, then the page's calls (`asked`), the first of which answers. */
async function visit(page: string, asked: string[], account = ACCOUNT): Promise<void> {
  await startFirstCalls(page, account)
  await Promise.all(asked.map((path) => apiFetch(path)))
}

describe('the first page’s first calls (first-calls.ts, take-first-call.ts)', () => {
  it('remembers the GET calls a visit’s page asks before its first answer, per page and account', async () => {
    await visit('/training', [EVENTS, '/api/v1/user'])
    await apiFetch('/api/v1/library/documents?limit=50')
    expect(JSON.parse(env.localStorage.getItem(FIRST_CALLS_KEY) ?? '')).toEqual({
      account: ACCOUNT,
      pages: { '/training': [EVENTS, '/api/v1/user'] }
    })
    await visit('/library', ['/api/v1/library/documents?audience=all&limit=50'])
    expect(JSON.parse(env.localStorage.getItem(FIRST_CALLS_KEY) ?? '').pages).toEqual({
      '/training': [EVENTS, '/api/v1/user'],
      '/library': ['/api/v1/library/documents?audience=all&limit=50']
    })
  })

  it('keeps the last eight pages, the newest last', async () => {
    for (let event = 1; event <= 10; event++) await visit(`/training/${event}`, [`/api/v1/trainingevents/${event}`])
    await visit('/training/3', ['/api/v1/trainingevents/3'])
    const pages = Object.keys(JSON.parse(env.localStorage.getItem(FIRST_CALLS_KEY) ?? '').pages)
    expect(pages).toEqual([
      '/training/4',
      '/training/5',
      '/training/6',
      '/training/7',
      '/training/8',
      '/training/9',
      '/training/10',
      '/training/3'
    ])
  })

  it('sends them at boot, with the token, and the page’s call takes that answer instead of asking again', async () => {
    storeFirstCalls({ '/training': [EVENTS] })
    await startFirstCalls('/training', ACCOUNT)
    expect(urls()).toEqual([`${TEST_API}${EVENTS}`])
    const sent = env.fetch.requests[0]
    expect([sent?.method, sent?.headers.get('authorization'), sent?.headers.get('accept')]).toEqual([
      'GET',
      'Bearer test-token',
      'application/json'
    ])
    const body = await apiJson(EVENTS, v.object({ n: v.number() }))
    expect(body).toEqual({ n: 1 })
    expect(urls()).toHaveLength(1)
    // Taken once: the next call of the same asks again.
    await apiFetch(EVENTS)
    expect(urls()).toHaveLength(2)
  })

  it('sends them with the same headers as the page’s own call, whose answer they stand in for', async () => {
    await apiFetch(EVENTS)
    storeFirstCalls({ '/training': [EVENTS] })
    await startFirstCalls('/training', ACCOUNT)
    const [own, early] = env.fetch.requests
    expect(urls()).toEqual([`${TEST_API}${EVENTS}`, `${TEST_API}${EVENTS}`])
    expect([...(early?.headers ?? [])]).toEqual([...(own?.headers ?? [])])
  })

  it('sends nothing for another account, another page, offline, or without a token', async () => {
    storeFirstCalls({ '/training': [EVENTS] }, 'someone-else')
    await startFirstCalls('/training', ACCOUNT)
    storeFirstCalls({ '/library': [EVENTS] })
    await startFirstCalls('/training', ACCOUNT)
    storeFirstCalls({ '/training': [EVENTS] })
    env.setOnline(false)
    await startFirstCalls('/training', ACCOUNT)
    env.setOnline(true)
    env.auth.tokenError = new Error('interaction required')
    await startFirstCalls('/training', ACCOUNT)
    expect(urls()).toEqual([])
  })

  it('sends nothing it did not write: another origin, a path outside the API, a hostile value', async () => {
    const hostile = [
      { '/training': ['https://evil.test/api/v1/user'] },
      { '/training': ['//evil.test/api/v1/user'] },
      { '/training': ['/api/../../admin'] },
      { '/training': ['/settings.json'] },
      { '/training': ['/api/v1/user?x=<script>'] },
      { '/training': ['/api/v1/a', '/api/v1/b', '/api/v1/c', '/api/v1/d', '/api/v1/e'] },
      { '/training': 'not a list' }
    ]
    for (const pages of hostile) {
      storeFirstCalls(pages)
      await startFirstCalls('/training', ACCOUNT)
    }
    for (const raw of ['not json', '[]', 'null', JSON.stringify({ account: 1, pages: {} }), 'x'.repeat(20_000)]) {
      env.localStorage.setItem(FIRST_CALLS_KEY, raw)
      await startFirstCalls('/training', ACCOUNT)
    }
    expect(urls()).toEqual([])
  })

  it('a call it sent that nobody takes is dropped after its limit, and the page asks for itself', async () => {
    storeFirstCalls({ '/training': [EVENTS] })
    await startFirstCalls('/training', ACCOUNT)
    const sent = env.fetch.requests[0]
    env.clock.advance(FIRST_CALL_TAKE_LIMIT_MS)
    expect(sent?.signal.aborted).toBe(true)
    await apiFetch(EVENTS)
    expect(urls()).toHaveLength(2)
  })

  it('a write, or a call with headers of its own, is neither taken nor remembered', async () => {
    storeFirstCalls({ '/training': [EVENTS] })
    await startFirstCalls('/training', ACCOUNT)
    await apiSend(EVENTS, { method: 'PUT', json: {} })
    await apiFetch(EVENTS, { headers: { 'x-trace': '1' } })
    expect(urls()).toHaveLength(3)
    expect(JSON.parse(env.localStorage.getItem(FIRST_CALLS_KEY) ?? '').pages['/training']).toEqual([])
  })

  it('a failed early call fails the page’s call as its own would, through the error catalogue', async () => {
    storeFirstCalls({ '/training': [EVENTS] })
    env.fetch.handler = () => Promise.reject(new TypeError('Failed to fetch'))
    await startFirstCalls('/training', ACCOUNT)
    await expect(apiFetch(EVENTS)).rejects.toBeInstanceOf(NetworkError)
    expect(urls()).toHaveLength(1)
  })

  it('the page leaving ends the call it took', async () => {
    storeFirstCalls({ '/training': [EVENTS] })
    env.fetch.handler = (request) =>
      new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)))
    await startFirstCalls('/training', ACCOUNT)
    const left = new AbortController()
    const call = apiFetch(EVENTS, { signal: left.signal })
    left.abort()
    await expect(call).rejects.toThrow()
    expect(env.fetch.requests[0]?.signal.aborted).toBe(true)
  })

  it('another configuration (another account, the next test) takes nothing sent for the last one', async () => {
    storeFirstCalls({ '/training': [EVENTS] })
    await startFirstCalls('/training', ACCOUNT)
    const previous = env.fetch
    env = configureTestCrewPortal()
    await apiFetch(EVENTS)
    expect(env.fetch.requests.map((request) => request.url)).toEqual([`${TEST_API}${EVENTS}`])
    expect(previous.requests).toHaveLength(1)
  })
})

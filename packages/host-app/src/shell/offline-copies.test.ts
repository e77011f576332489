import { OFFLINE_COPIES_CACHE, OFFLINE_COPY_PATH, offlineCopyAddress } from '@crew-portal/core'
import { describe, expect, it, vi } from 'vitest'
import {
  OFFLINE_COPIES_CACHE_NAME,
  OFFLINE_COPIES_FORGET_MESSAGE,
  OFFLINE_COPIES_PATH,
  OFFLINE_COPIES_STORE_MESSAGE,
  OFFLINE_COPIES_WORKER_CODE
} from './offline-copies-names.ts'

// The service worker's offline copies of required reading (build/worker-parts.ts, docs/offline.md):
// it holds exactly the listed files not over yet, within the storage estimate, and answers their
// addresses (and the files' own links) from its cache.

const APP = 'https://app.example'
const FCOM = 'https://api.example/files/doc-a320-fcom.pdf?v=54'
const QRH = 'https://api.example/files/doc-a320-qrh.pdf?v=7'
const DAY = 24 * 60 * 60 * 1000
const inADay = () => new Date(Date.now() + DAY).toISOString()

const keyOf = (request: RequestInfo | URL) =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url

/** Cache Storage in memory: each entry read back as a fresh Response, as the browser's are. */
class FakeCache {
  readonly entries = new Map<string, { body: ArrayBuffer; headers: [string, string][] }>()
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url))
  }
  async match(request: RequestInfo | URL) {
    const entry = this.entries.get(keyOf(request))
    return entry ? new Response(entry.body, { headers: entry.headers }) : undefined
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(keyOf(request), { body: await response.arrayBuffer(), headers: [...response.headers] })
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(keyOf(request))
  }
}

class FakeCaches {
  readonly named = new Map<string, FakeCache>()
  async has(name: string) {
    return this.named.has(name)
  }
  async open(name: string) {
    const cache = this.named.get(name) ?? new FakeCache()
    this.named.set(name, cache)
    return cache
  }
  async delete(name: string) {
    return this.named.delete(name)
  }
}

interface File {
  body: string
  type?: string
  /** The Content-Length the server states; none when omitted. */
  length?: number
  status?: number
}

interface Answer {
  held?: string[]
  skipped?: { url: string; reason: string }[]
  error?: string
}

type Listener = (event: unknown) => void

/** The worker's code run in a context of its own, with a fake `self`, Cache Storage and network. */
function worker(options: { files?: Record<string, File>; caches?: FakeCaches; quota?: number; usage?: number } = {}) {
  const caches = options.caches ?? new FakeCaches()
  // The server's files by the URL parser's spelling, as a fetch asks for them.
  const files = Object.fromEntries(Object.entries(options.files ?? {}).map(([url, file]) => [new URL(url).href, file]))
  const fetched: { url: string; init?: RequestInit }[] = []
  let online = true
  const listeners: Record<string, Listener[]> = {}
  const self = {
    location: { origin: APP },
    navigator: { storage: { estimate: async () => ({ quota: options.quota ?? 1e9, usage: options.usage ?? 0 }) } },
    addEventListener(type: string, callback: Listener) {
      ;(listeners[type] ??= []).push(callback)
    }
  }
  const fetch = async (request: RequestInfo | URL, init?: RequestInit) => {
    const url = keyOf(request)
    fetched.push({ url, init })
    if (!online) throw new TypeError('Failed to fetch')
    const file = files[url]
    if (!file) return new Response('Not found', { status: 404 })
    const headers = new Headers(file.type ? { 'content-type': file.type } : {})
    if (file.length !== undefined) headers.set('content-length', String(file.length))
    return new Response(file.body, { status: file.status ?? 200, headers })
  }
  const run = new Function('self', 'caches', 'fetch', OFFLINE_COPIES_WORKER_CODE) as (...args: unknown[]) => void
  run(self, caches, fetch)

  const dispatch = (type: string, event: unknown) => {
    for (const listener of listeners[type] ?? []) listener(event)
  }
  return {
    caches,
    fetched,
    offline() {
      online = false
    },
    /** Posts a message as a page does, with a port; resolves with the worker's answer. */
    post(data: unknown): Promise<Answer> {
      return new Promise((resolve) => {
        dispatch('message', {
          data,
          ports: [{ postMessage: resolve }],
          waitUntil: (promise: Promise<unknown>) => void promise
        })
      })
    },
    store(copies: unknown[]): Promise<Answer> {
      return this.post({ type: OFFLINE_COPIES_STORE_MESSAGE, copies })
    },
    /** A GET through the worker: its answer, or undefined when it lets the request pass by. */
    async get(url: string): Promise<Response | undefined> {
      let answer: Promise<Response> | undefined
      dispatch('fetch', {
        request: new Request(url),
        respondWith: (response: Promise<Response>) => (answer = response)
      })
      return answer
    },
    held(): string[] {
      return [...(caches.named.get(OFFLINE_COPIES_CACHE_NAME)?.entries.keys() ?? [])]
    }
  }
}

const pdf = (text: string): File => ({ body: `%PDF-1.4 ${text}`, type: 'application/pdf', length: 9 + text.length })

describe('the worker’s names', () => {
  it('are the core’s', () => {
    expect(OFFLINE_COPIES_CACHE_NAME).toBe(OFFLINE_COPIES_CACHE)
    expect(OFFLINE_COPIES_PATH).toBe(OFFLINE_COPY_PATH)
  })
})

describe('the worker given a list', () => {
  it('fetches each file without credentials, stores it, and answers what it holds', async () => {
    const sw = worker({ files: { [FCOM]: pdf('FCOM'), [QRH]: pdf('QRH') } })
    const answer = await sw.store([
      { url: FCOM, until: inADay() },
      { url: QRH, until: inADay() }
    ])
    expect(answer).toEqual({ held: [FCOM, QRH], skipped: [] })
    expect(sw.fetched.map(({ url, init }) => [url, init?.mode, init?.credentials])).toEqual([
      [FCOM, 'cors', 'omit'],
      [QRH, 'cors', 'omit']
    ])
    expect(sw.held()).toEqual([FCOM, QRH])
  })

  it('drops the files no longer listed or whose end has passed, and fetches no file twice', async () => {
    const sw = worker({ files: { [FCOM]: pdf('FCOM'), [QRH]: pdf('QRH') } })
    await sw.store([
      { url: FCOM, until: inADay() },
      { url: QRH, until: inADay() }
    ])
    expect(
      await sw.store([
        { url: FCOM, until: new Date(Date.now() + 2 * DAY).toISOString() },
        { url: QRH, until: new Date(Date.now() - 1000).toISOString() }
      ])
    ).toEqual({ held: [FCOM], skipped: [] })
    expect(sw.fetched).toHaveLength(2)
    expect(await sw.store([])).toEqual({ held: [], skipped: [] })
  })

  it('skips a file that would not fit the storage estimate, and says so', async () => {
    const big = { ...pdf('FCOM'), length: 200 * 1024 * 1024 }
    const sw = worker({
      files: { [FCOM]: big, [QRH]: pdf('QRH') },
      quota: 1024 * 1024 * 1024,
      usage: 800 * 1024 * 1024
    })
    const answer = await sw.store([
      { url: FCOM, until: inADay() },
      { url: QRH, until: inADay() }
    ])
    expect(answer.held).toEqual([QRH])
    expect(answer.skipped).toEqual([expect.objectContaining({ url: FCOM, reason: 'no room', size: big.length })])
  })

  it('measures a file whose server states no length before storing it', async () => {
    const sw = worker({ files: { [FCOM]: { body: 'x'.repeat(64), type: 'application/pdf' } }, quota: 100, usage: 0 })
    const answer = await sw.store([{ url: FCOM, until: inADay() }])
    expect(answer).toEqual({ held: [], skipped: [expect.objectContaining({ url: FCOM, reason: 'no room', size: 64 })] })
  })

  it('keeps what it holds when a file cannot be fetched (offline, an error), and says which', async () => {
    const sw = worker({ files: { [FCOM]: pdf('FCOM'), [QRH]: { ...pdf('QRH'), status: 503 } } })
    await sw.store([{ url: FCOM, until: inADay() }])
    expect(
      await sw.store([
        { url: FCOM, until: inADay() },
        { url: QRH, until: inADay() }
      ])
    ).toEqual({
      held: [FCOM],
      skipped: [{ url: QRH, reason: 'HTTP 503' }]
    })
    sw.offline()
    const other = 'https://api.example/files/other.pdf?v=1'
    expect(
      await sw.store([
        { url: FCOM, until: inADay() },
        { url: other, until: inADay() }
      ])
    ).toEqual({
      held: [FCOM],
      skipped: [{ url: other, reason: 'not reachable' }]
    })
  })

  it('refuses what is not a list of https files with an end, and never throws', async () => {
    const sw = worker({ files: { [FCOM]: pdf('FCOM') } })
    expect(await sw.post({ type: OFFLINE_COPIES_STORE_MESSAGE, copies: 'all of them' })).toEqual({
      error: 'Not a list of offline copies.'
    })
    const answer = await sw.store([
      null,
      { url: 'http://api.example/files/a.pdf', until: inADay() },
      { url: 'javascript:alert(1)', until: inADay() },
      { url: FCOM, until: 'when the course ends' },
      { url: 42, until: inADay() }
    ])
    expect(answer.held).toEqual([])
    expect(answer.skipped?.map(({ reason }) => reason)).toEqual(Array(5).fill('not an https file with an end'))
    expect(sw.fetched).toEqual([])
    // Another message, or none of ours, is left alone.
    await expect(Promise.race([sw.post({ type: 'SKIP_WAITING' }), Promise.resolve('ignored')])).resolves.toBe('ignored')
  })

  it('the logout’s message deletes every copy', async () => {
    const sw = worker({ files: { [FCOM]: pdf('FCOM') } })
    await sw.store([{ url: FCOM, until: inADay() }])
    expect(await sw.post({ type: OFFLINE_COPIES_FORGET_MESSAGE })).toEqual({ held: [], skipped: [] })
    expect(sw.caches.named.has(OFFLINE_COPIES_CACHE_NAME)).toBe(false)
    expect(await sw.get(FCOM)).toBeUndefined()
  })
})

describe('the worker asked for a copy', () => {
  async function holding(files: Record<string, File>) {
    const sw = worker({ files })
    await sw.store(Object.keys(files).map((url) => ({ url, until: inADay() })))
    sw.offline()
    return sw
  }

  it('answers the copy’s address offline, a PDF inline, never sniffed', async () => {
    const sw = await holding({ [FCOM]: pdf('FCOM') })
    const response = await sw.get(APP + offlineCopyAddress(FCOM))
    expect(response?.status).toBe(200)
    expect(Object.fromEntries(response?.headers ?? [])).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="doc-a320-fcom.pdf"',
      'x-content-type-options': 'nosniff'
    })
    expect(await response?.text()).toBe('%PDF-1.4 FCOM')
  })

  it('answers the file’s own link from the cache offline, and lets every other request pass by', async () => {
    const sw = await holding({ [FCOM]: pdf('FCOM') })
    expect(await (await sw.get(FCOM))?.text()).toBe('%PDF-1.4 FCOM')
    expect(await sw.get(QRH)).toBeUndefined()
    expect(await sw.get('https://api.example/api/v1/training-events')).toBeUndefined()
    expect(await sw.get(APP + '/training')).toBeUndefined()
  })

  it('serves a file of a type that could run script as a download, under a safe name', async () => {
    const page = 'https://api.example/files/<script>.html?v=1'
    const sw = await holding({ [page]: { body: '<script>alert(1)</script>', type: 'text/html' } })
    const response = await sw.get(APP + offlineCopyAddress(page))
    expect(Object.fromEntries(response?.headers ?? [])).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': 'attachment; filename="_3Cscript_3E.html"',
      'x-content-type-options': 'nosniff'
    })
  })

  it('answers an address it holds nothing for with a 404, never a redirect', async () => {
    const sw = await holding({ [FCOM]: pdf('FCOM') })
    for (const address of [offlineCopyAddress(QRH), offlineCopyAddress('https://evil.example/'), OFFLINE_COPIES_PATH]) {
      const response = await sw.get(APP + address)
      expect(response?.status).toBe(404)
      expect(await response?.text()).toBe('There is no offline copy of this document on this device.')
    }
  })

  it('drops a copy whose end has passed instead of answering it', async () => {
    const caches = new FakeCaches()
    const before = worker({ caches, files: { [FCOM]: pdf('FCOM') } })
    await before.store([{ url: FCOM, until: inADay() }])
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 2 * DAY)
      // A worker started later (the browser stops an idle one) reads what its cache holds.
      const later = worker({ caches })
      await expect.poll(async () => (await later.get(FCOM)) !== undefined).toBe(true)
      expect((await later.get(APP + offlineCopyAddress(FCOM)))?.status).toBe(404)
      await expect.poll(() => later.held()).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})

import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { wrap } from 'idb'
import type { IDBPDatabase } from 'idb'
import { afterEach, describe, expect, it } from 'vitest'
import { initAuth } from '../auth/store.ts'
import { resetCrewPortal } from '../environment/configure.ts'
import { configureTestCrewPortal, json, testUser } from '../test/environment.ts'
import type { TestEnvironment } from '../test/environment.ts'
import { OUTBOX_DATABASE } from './database.ts'
import { $outbox, $outboxRefused, $outboxWaiting, onOutboxSettled } from './state.ts'
import type { OutboxSettled } from './state.ts'
import {
  clearOutbox,
  discardOutboxEntry,
  flushOutbox,
  refreshOutbox,
  retryOutboxEntry,
  saveWrite,
  startOutbox
} from './store.ts'

const SETTINGS_PATH = '/api/v1/user/notifications'
const on = { smsEnabled: true, phoneNumber: '+14155550123' }
const off = { smsEnabled: false, phoneNumber: null }
const settingsWrite = (body: typeof on | typeof off = on) =>
  ({ kind: 'notificationSettings', target: {}, body }) as const

/** An API that applies each key once, as the local one does, and counts what it applied. */
function idempotentApi(answer: (request: Request, body: unknown) => Response | undefined = () => undefined) {
  const seen = new Map<string, string>()
  const applied: unknown[] = []
  const handler = async (request: Request): Promise<Response> => {
    const text = await request.text()
    const body: unknown = text === '' ? undefined : JSON.parse(text)
    const key = request.headers.get('idempotency-key')
    const override = answer(request, body)
    if (override) return override
    if (key !== null && seen.has(key)) return json(JSON.parse(seen.get(key) ?? 'null'))
    applied.push(body)
    if (key !== null) seen.set(key, JSON.stringify(body))
    return json(body)
  }
  return { handler, applied }
}

let env: TestEnvironment
let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
  resetCrewPortal()
})

function configure(options: { online?: boolean; indexedDB?: IDBFactory | null; user?: typeof testUser | null } = {}) {
  env = configureTestCrewPortal({
    online: options.online ?? true,
    ...(options.indexedDB === null ? {} : { indexedDB: options.indexedDB ?? new IDBFactory() }),
    ...(options.user === undefined ? {} : { user: options.user })
  })
  initAuth()
  return env
}

const settingsRequests = () => env.fetch.requests.filter((request) => new URL(request.url).pathname === SETTINGS_PATH)

describe('a save made offline', () => {
  it('goes to the outbox with a key, and is sent once when the browser comes online', async () => {
    const api = idempotentApi()
    configure({ online: false })
    env.fetch.handler = api.handler
    stop = startOutbox()

    expect(await saveWrite(settingsWrite())).toEqual({ status: 'queued' })
    expect(env.fetch.requests).toHaveLength(0)
    expect($outboxWaiting.get()).toHaveLength(1)
    expect($outbox.get()[0]).toMatchObject({ kind: 'notificationSettings', body: on, account: testUser.userId })

    const sent: OutboxSettled[] = []
    const unlisten = onOutboxSettled((settled) => sent.push(settled))
    env.setOnline(true)
    await flushOutbox()
    // The online event and a second flush (another trigger) join: one request.
    await flushOutbox()
    unlisten()

    expect(api.applied).toEqual([on])
    expect(settingsRequests()).toHaveLength(1)
    expect(settingsRequests()[0]?.method).toBe('PUT')
    expect(settingsRequests()[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent).toMatchObject([{ outcome: 'sent', answer: on }])
    expect($outbox.get()).toEqual([])
  })

  it('keeps its key across tries: a network failure keeps it, the next try sends the same key', async () => {
    let reachable = false
    const api = idempotentApi()
    configure({ online: false })
    expect(await saveWrite(settingsWrite())).toEqual({ status: 'queued' })
    const key = $outbox.get()[0]?.idempotencyKey
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    env.fetch.handler = async (request) => {
      if (!reachable) throw new TypeError('Failed to fetch')
      return api.handler(request)
    }

    // Online, the network fails on the way: the save waits, with the key it was made with.
    env.setOnline(true)
    await flushOutbox()
    expect($outboxWaiting.get()).toHaveLength(1)
    expect($outbox.get()[0]?.idempotencyKey).toBe(key)

    reachable = true
    await flushOutbox()
    expect(settingsRequests().map((request) => request.headers.get('idempotency-key'))).toEqual([key, key])
    expect(api.applied).toEqual([on])
    expect($outbox.get()).toEqual([])
  })

  it('goes to the outbox when the browser goes offline on the way; online, a failed save stays an error', async () => {
    configure()
    env.fetch.handler = () => {
      throw new TypeError('Failed to fetch')
    }
    await expect(saveWrite(settingsWrite())).rejects.toThrow(/Network error/)
    expect($outbox.get()).toEqual([])

    env.fetch.handler = () => {
      env.setOnline(false)
      throw new TypeError('Failed to fetch')
    }
    expect(await saveWrite(settingsWrite())).toEqual({ status: 'queued' })
    const tried = settingsRequests().at(-1)?.headers.get('idempotency-key')
    expect($outbox.get()[0]?.idempotencyKey).toBe(tried)
  })

  it('is sent at the next open once sign-in is known, and a replayed answer is not applied twice', async () => {
    const indexedDB = new IDBFactory()
    const api = idempotentApi()
    configure({ online: false, indexedDB })
    expect(await saveWrite(settingsWrite())).toEqual({ status: 'queued' })
    const key = $outbox.get()[0]?.idempotencyKey ?? ''
    // The API had it already (the first try's answer was lost): a repeat of the key applies nothing.
    await api.handler(
      new Request(`https://api.test${SETTINGS_PATH}`, {
        method: 'PUT',
        headers: { 'idempotency-key': key },
        body: JSON.stringify(on)
      })
    )
    resetCrewPortal()

    // The tab was closed; a new one opens on the same browser, online.
    configure({ indexedDB })
    env.fetch.handler = api.handler
    const sent = new Promise<OutboxSettled>((resolve) => {
      const unlisten = onOutboxSettled((settled) => {
        unlisten()
        resolve(settled)
      })
    })
    stop = startOutbox()
    expect(await sent).toMatchObject({ outcome: 'sent' })
    await flushOutbox()
    expect(settingsRequests()).toHaveLength(1)
    expect(api.applied).toEqual([on])
    await refreshOutbox()
    expect($outbox.get()).toEqual([])
  })

  it('replaces an older save of the same setting, and a save made online drops what waited for it', async () => {
    configure({ online: false })
    await saveWrite(settingsWrite(on))
    await saveWrite(settingsWrite(off))
    expect($outbox.get().map((entry) => entry.body)).toEqual([off])

    env.fetch.handler = idempotentApi().handler
    env.setOnline(true)
    expect(await saveWrite(settingsWrite(on))).toEqual({ status: 'sent', answer: on })
    expect($outbox.get()).toEqual([])
  })

  it('keeps saves of other things in order, each sent once', async () => {
    const api = idempotentApi()
    configure({ online: false })
    await saveWrite({ kind: 'documentViewerStatus', target: {}, body: { documentId: 'doc-1', status: 'opened' } })
    await saveWrite({ kind: 'documentViewerStatus', target: {}, body: { documentId: 'doc-1', status: 'closed' } })
    await saveWrite(settingsWrite())
    env.fetch.handler = api.handler
    env.setOnline(true)
    await flushOutbox()
    expect(api.applied).toEqual([
      { documentId: 'doc-1', status: 'opened' },
      { documentId: 'doc-1', status: 'closed' },
      on
    ])
  })

  it('sends an acknowledgement made offline once, with the API’s acknowledgement for its area; the same one confirmed twice waits once', async () => {
    const recorded = { documentId: 'doc-a320-fcom', version: '54', acknowledgedAt: '2026-11-21T18:40:00Z' }
    const api = idempotentApi((request) =>
      new URL(request.url).pathname === '/api/v1/reading/acknowledgements' ? undefined : json({}, 404)
    )
    configure({ online: false })
    const write = {
      kind: 'acknowledgement',
      target: { title: 'A320 FCOM' },
      body: { documentId: 'doc-a320-fcom', version: '54' }
    } as const
    expect(await saveWrite(write)).toEqual({ status: 'queued' })
    await saveWrite(write)
    await saveWrite({ ...write, body: { documentId: 'doc-a320-fcom', version: '55' } })
    expect($outboxWaiting.get().map((entry) => entry.kind === 'acknowledgement' && entry.body.version)).toEqual([
      '54',
      '55'
    ])
    const settled: OutboxSettled[] = []
    const unlisten = onOutboxSettled((event) => settled.push(event))
    env.fetch.handler = async (request) => {
      const answer = await api.handler(request)
      return answer.ok ? json({ ...recorded, version: (await answer.json()).version }, 201) : answer
    }
    env.setOnline(true)
    await flushOutbox()
    unlisten()
    expect(api.applied).toEqual([
      { documentId: 'doc-a320-fcom', version: '54' },
      { documentId: 'doc-a320-fcom', version: '55' }
    ])
    expect(settled.map((event) => event.outcome === 'sent' && event.answer)).toEqual([
      recorded,
      { ...recorded, version: '55' }
    ])
    expect($outbox.get()).toEqual([])
  })
})

describe('a save the API refuses', () => {
  it.each([400, 403, 409, 422])(
    'answered %i: kept with the input, marked refused, never sent again by itself',
    async (status) => {
      configure({ online: false })
      await saveWrite(settingsWrite())
      env.fetch.handler = () => json({ message: `No <b>${status}</b>` }, status)
      const settled: OutboxSettled[] = []
      const unlisten = onOutboxSettled((event) => settled.push(event))
      env.setOnline(true)
      await flushOutbox()
      unlisten()

      expect($outboxRefused.get()).toHaveLength(1)
      expect($outboxRefused.get()[0]).toMatchObject({ body: on, refused: { status, message: `No <b>${status}</b>` } })
      expect(settled).toMatchObject([{ outcome: 'refused', entry: { body: on } }])
      // Still there on the next open, and the next round leaves it alone.
      await refreshOutbox()
      await flushOutbox()
      expect(settingsRequests()).toHaveLength(1)
      expect($outboxRefused.get()).toHaveLength(1)
    }
  )

  it('can be sent again with a new key, or discarded', async () => {
    configure({ online: false })
    await saveWrite(settingsWrite())
    let refuse = true
    const api = idempotentApi(() => (refuse ? json({ message: 'Busy' }, 409) : undefined))
    env.fetch.handler = api.handler
    env.setOnline(true)
    await flushOutbox()
    const [refused] = $outboxRefused.get()
    if (!refused) throw new Error('refused expected')

    refuse = false
    await retryOutboxEntry(refused.seq)
    const keys = settingsRequests().map((request) => request.headers.get('idempotency-key'))
    expect(keys).toHaveLength(2)
    expect(keys[1]).not.toBe(keys[0])
    expect(api.applied).toEqual([on])
    expect($outbox.get()).toEqual([])

    env.setOnline(false)
    await saveWrite(settingsWrite(off))
    await discardOutboxEntry($outbox.get()[0]?.seq ?? 0)
    expect($outbox.get()).toEqual([])
  })

  it('lets go of a save the API took but answered malformed: sent again, its key would answer the same', async () => {
    configure({ online: false })
    await saveWrite(settingsWrite())
    env.fetch.handler = () => json({ smsEnabled: 'yes' })
    const settled: OutboxSettled[] = []
    const unlisten = onOutboxSettled((event) => settled.push(event))
    env.setOnline(true)
    await flushOutbox()
    unlisten()
    expect($outbox.get()).toEqual([])
    expect(settled).toEqual([])
  })

  it('keeps a save that met a 401 or a server error waiting, and stops the round there', async () => {
    configure({ online: false })
    await saveWrite(settingsWrite(on))
    await saveWrite({ kind: 'recentlyViewed', target: {}, body: { documentId: 'doc-2' } })
    for (const status of [401, 500, 503]) {
      env.fetch.requests.length = 0
      env.fetch.handler = () => json({ message: 'no' }, status)
      env.setOnline(true)
      await flushOutbox()
      expect(env.fetch.requests).toHaveLength(1)
      expect($outboxWaiting.get()).toHaveLength(2)
      expect($outboxRefused.get()).toHaveLength(0)
    }
  })
})

describe('accounts', () => {
  it('never sends nor shows one account its saves to another', async () => {
    const indexedDB = new IDBFactory()
    configure({ online: false, indexedDB })
    await saveWrite(settingsWrite())
    resetCrewPortal()

    const other = { ...testUser, userId: 'user-fto-2', email: 'fto.pilot@example.com' }
    configure({ indexedDB, user: other })
    env.fetch.handler = idempotentApi().handler
    stop = startOutbox()
    await refreshOutbox()
    await flushOutbox()
    expect($outbox.get()).toEqual([])
    expect(env.fetch.requests).toHaveLength(0)
    stop()
    resetCrewPortal()

    configure({ indexedDB, online: false })
    await refreshOutbox()
    expect($outbox.get()).toHaveLength(1)
  })

  it('logout clears the account outbox only', async () => {
    const indexedDB = new IDBFactory()
    const other = { ...testUser, userId: 'user-fto-2', email: 'fto.pilot@example.com' }
    configure({ online: false, indexedDB, user: other })
    await saveWrite(settingsWrite())
    resetCrewPortal()
    configure({ online: false, indexedDB })
    await saveWrite(settingsWrite())
    await clearOutbox()
    expect($outbox.get()).toEqual([])
    await refreshOutbox()
    expect($outbox.get()).toEqual([])
    resetCrewPortal()
    configure({ online: false, indexedDB, user: other })
    await refreshOutbox()
    expect($outbox.get()).toHaveLength(1)
  })

  it('signed out, a save is only sent, never stored', async () => {
    configure({ online: false, user: null })
    await expect(saveWrite(settingsWrite())).rejects.toThrow(/offline/)
  })
})

/** The outbox's database as it is on disk, to write what a corrupt or old store would hold. */
async function openDB(name: string, version: number, factory: IDBFactory): Promise<IDBPDatabase> {
  return (await wrap(factory.open(name, version))) as unknown as IDBPDatabase
}

describe('bad input', () => {
  it('drops a corrupt or old-format entry with a trace, and keeps the good ones', async () => {
    const indexedDB = new IDBFactory()
    configure({ online: false, indexedDB })
    await saveWrite(settingsWrite())
    const database = await openDB(OUTBOX_DATABASE, 1, indexedDB)
    const good = $outbox.get()[0]
    if (!good) throw new Error('an entry expected')
    const { seq: _seq, ...fields } = good
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "kind": "launchMissiles"}') as object
    await database.add('entries', { ...fields, v: 0 })
    await database.add('entries', { ...fields, body: { smsEnabled: 'yes' } })
    await database.add('entries', { ...fields, ...hostile })
    await database.add('entries', { ...fields, idempotencyKey: '<img src=x onerror=alert(1)>' })
    await database.add('entries', { ...fields, account: 'someone-else', seq: 99 })
    database.close()

    await refreshOutbox()
    expect($outbox.get()).toEqual([good])
    const traces = env.telemetry.records.filter((record) => record.name === 'Dropped an outbox entry')
    expect(traces).toHaveLength(4)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    // Dropped for good: the next read finds only the good one, with no new trace.
    await refreshOutbox()
    expect(env.telemetry.records.filter((record) => record.name === 'Dropped an outbox entry')).toHaveLength(4)
  })

  it('refuses a write the API would refuse before storing it', async () => {
    configure({ online: false })
    await expect(
      saveWrite({ kind: 'notificationSettings', target: {}, body: { smsEnabled: true, phoneNumber: 'call me' } })
    ).rejects.toThrow(/phoneNumber/)
    expect($outbox.get()).toEqual([])
  })

  it('without IndexedDB, or with one that fails, a save online is still sent', async () => {
    configure({ indexedDB: null })
    env.fetch.handler = idempotentApi().handler
    expect(await saveWrite(settingsWrite())).toEqual({ status: 'sent', answer: on })

    const broken = new IDBFactory()
    broken.open = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    configure({ indexedDB: broken })
    env.fetch.handler = idempotentApi().handler
    expect(await saveWrite(settingsWrite())).toEqual({ status: 'sent', answer: on })
    await refreshOutbox()
    expect($outbox.get()).toEqual([])
    // Offline with a failing IndexedDB: it fails as any offline call does.
    env.setOnline(false)
    await expect(saveWrite(settingsWrite())).rejects.toThrow(/offline/)
  })
})

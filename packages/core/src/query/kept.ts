// The pages' last answers, kept per account in IndexedDB (kept-database.ts): any new tab, and the
// installed app's next launch, shows each page's last answer at once, marked "as of" the time it
// was saved, while its query asks the API again (R-STORE-3). They are the crew member's own data:
// kept with the account they belong to and shown to that account only, for at most
// KEPT_ANSWER_DAYS, validated on read like every slice, and deleted at logout, here or in another
// tab (docs/offline.md).
import * as v from 'valibot'
import { $user, authWiring } from '../auth/store.ts'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { trackException, trackTrace } from '../telemetry/track.ts'
import { keptDatabase } from './kept-database.ts'
import type { KeptDatabase } from './kept-database.ts'
import { keepAnswersWith, queryWiring } from './query.ts'
import type { KeptAnswer } from './query.ts'

/** A kept answer older than this is not shown (and is removed): a schedule that old misleads more than it helps. */
export const KEPT_ANSWER_DAYS = 14
const KEPT_ANSWER_MS = KEPT_ANSWER_DAYS * 24 * 60 * 60 * 1000

/** The format of what is stored; a record of another format (an older build's) is dropped unread. */
export const KEPT_ANSWER_FORMAT = 1

/** A list longer than this is not kept: writing it after every load would cost more than the round trip it saves. */
export const MAX_KEPT_ITEMS = 10_000

/** How many answers a write that finds the storage full removes, oldest first, before it gives up. */
const MAX_EVICTIONS = 8

const savedSchema = v.object({
  account: v.pipe(v.string(), v.maxLength(200)),
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  format: v.number(),
  savedAt: v.pipe(v.number(), v.finite())
})

interface Directory {
  account: string
  /** When each kept answer of the account was saved, by query key. */
  saved: Map<string, number>
}

let database: { factory: IDBFactory; store: KeptDatabase } | undefined
let directory: Directory | undefined
let reading: Promise<void> | undefined
/** Set by a logout: this page keeps nothing more, whatever loads still land. */
let forgotten = false

const accountNow = (): string | undefined => $user.get()?.userId

function databaseNow(): KeptDatabase | undefined {
  const factory = getEnvironment().indexedDB
  if (!factory) return undefined
  if (database?.factory !== factory) database = { factory, store: keptDatabase(factory) }
  return database.store
}

/**
 * Opens the kept answers' database ahead of the core's configuration (boot, while the settings
 * file and MSAL load), so that the first page's list of them costs a read, not an open as well.
 */
export function openKeptAnswers(factory: IDBFactory): void {
  if (database?.factory !== factory) database = { factory, store: keptDatabase(factory) }
  void database.store.open().catch(() => undefined)
}

const report = (error: unknown) => trackException(error, { source: 'kept-answers' })

/** Whether an answer saved at `savedAt` may be shown now: not older than the limit, and not from the future. */
export function keptAnswerShowable(savedAt: number, now: number): boolean {
  return savedAt <= now && now - savedAt <= KEPT_ANSWER_MS
}

/** Reads which answers the signed-in account has kept (not the answers: each is read when its page asks). */
async function readDirectory(account: string, store: KeptDatabase): Promise<void> {
  const saved = new Map<string, number>()
  const now = getEnvironment().now().getTime()
  for (const raw of await store.saved(account)) {
    const entry = v.safeParse(savedSchema, raw)
    if (entry.success && entry.output.account === account && entry.output.format === KEPT_ANSWER_FORMAT) {
      if (keptAnswerShowable(entry.output.savedAt, now)) {
        saved.set(entry.output.key, entry.output.savedAt)
        continue
      }
      void store.remove(account, entry.output.key).catch(report)
      continue
    }
    trackTrace('Dropped a kept answer', { reason: entry.success ? 'another format' : entry.issues[0].message })
    const where = raw as Partial<Record<'account' | 'key', unknown>>
    if (typeof where.key === 'string') void store.remove(account, where.key).catch(report)
  }
  if (accountNow() === account && !forgotten) directory = { account, saved }
}

/**
 * Reads the signed-in account's list of kept answers, once per account: boot awaits it before the
 * first page's queries start, so they know at once which answers they can show. Never rejects: a
 * missing or broken IndexedDB keeps nothing.
 */
export function keptAnswersReady(): Promise<void> {
  const account = accountNow()
  const store = databaseNow()
  if (account === undefined || store === undefined || forgotten) return Promise.resolve()
  if (directory?.account === account) return Promise.resolve()
  reading ??= readDirectory(account, store)
    .catch(report)
    .finally(() => {
      reading = undefined
    })
  return reading
}

/** When the kept answer of `key` was saved, if the signed-in account has one it may see now. */
function savedAt(key: string): number | undefined {
  const account = accountNow()
  if (account === undefined || directory?.account !== account) return undefined
  const at = directory.saved.get(key)
  if (at === undefined || keptAnswerShowable(at, getEnvironment().now().getTime())) return at
  forget(key)
  return undefined
}

function forget(key: string): void {
  const account = directory?.account
  if (account === undefined || !directory?.saved.delete(key)) return
  void databaseNow()?.remove(account, key).catch(report)
}

/** The kept answer of `key`, validated as the API's answer would be; undefined when it is gone or no longer validates (then dropped). */
async function read(key: string, schema: v.GenericSchema<unknown, unknown>): Promise<KeptAnswer | undefined> {
  const account = accountNow()
  const store = databaseNow()
  if (account === undefined || store === undefined || directory?.account !== account) return undefined
  const answer = await store.read(account, key)
  if (answer === undefined || accountNow() !== account) return undefined
  const first = checked(key, schema, answer.data)
  if (first === undefined) return undefined
  if (!answer.more || !Array.isArray(answer.data)) return { data: first }
  const part = answer.data
  const whole = async () => {
    const rest = await store.readRest(account, key)
    if (accountNow() !== account) return undefined
    if (Array.isArray(rest)) return checked(key, schema, [...part, ...rest])
    forget(key)
    return undefined
  }
  return { data: first, whole }
}

/** `answer` read through `schema`; undefined when it no longer validates (then dropped). */
function checked(key: string, schema: v.GenericSchema<unknown, unknown>, answer: unknown): unknown {
  const result = v.safeParse(schema, answer)
  if (result.success) return result.output
  trackTrace('Dropped a kept answer', { key, reason: result.issues[0].message })
  forget(key)
  return undefined
}

/** Writes, and on a full storage removes the oldest answers (of any account) until it fits, or gives up. */
export async function writeEvicting(store: KeptDatabase, account: string, key: string, data: unknown): Promise<void> {
  const entry = { account, key, format: KEPT_ANSWER_FORMAT, savedAt: getEnvironment().now().getTime() }
  for (let evicted = 0; ; evicted += 1) {
    try {
      await store.write(entry, data)
      if (directory?.account === account && !forgotten) directory.saved.set(key, entry.savedAt)
      return
    } catch (error) {
      const full = error instanceof DOMException && error.name === 'QuotaExceededError'
      if (!full || evicted === MAX_EVICTIONS || !(await store.removeOldest())) throw error
    }
  }
}

// The writes under way, for a test to wait on.
const writing = new Set<Promise<void>>()

/** Waits until every kept answer written so far is stored (tests). */
export async function keptAnswersWritten(): Promise<void> {
  while (writing.size > 0) await Promise.all(writing)
}

/** Keeps `data` as the last answer of `key` for the signed-in account; a list too long to be worth keeping forgets it. */
function keep(key: string, data: unknown): void {
  const account = accountNow()
  const store = databaseNow()
  if (account === undefined || store === undefined || forgotten) return
  if (Array.isArray(data) && data.length > MAX_KEPT_ITEMS) {
    forget(key)
    return
  }
  const written = writeEvicting(store, account, key, data)
    .catch(report)
    .finally(() => writing.delete(written))
  writing.add(written)
}

/**
 * Deletes every kept answer, of every account (logout, here or followed from another tab); this page
 * keeps nothing more until it reloads. Never rejects.
 */
export async function forgetKeptAnswers(): Promise<void> {
  forgotten = true
  directory = undefined
  try {
    await databaseNow()?.clear()
  } catch (error) {
    report(error)
  }
}

/**
 * Wired by the pages whose answers are kept, before their queries run. The partner kit's elements
 * wire no page, and keep nothing.
 */
export const keptAnswersWiring: Wiring = {
  after: [authWiring, queryWiring],
  listen: () => {
    keepAnswersWith({
      savedAt,
      read,
      // Written once the page has painted: storing is main-thread work the render need not wait for.
      write: (key, data) => void getEnvironment().timers.setTimeout(() => keep(key, data), 0)
    })
    // Someone else signing in on this page (after an expired session): their list, not the last one's.
    $user.listen(() => void keptAnswersReady())
  },
  configure: () => {
    directory = undefined
    forgotten = false
    void keptAnswersReady()
  },
  reset: () => {
    database = undefined
    directory = undefined
    reading = undefined
    forgotten = false
  }
}

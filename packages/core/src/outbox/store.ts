// The outbox (docs/offline.md, "Saves made offline"; R-OUTBOX-1 to R-OUTBOX-4): a pilot's save that
// cannot reach the API waits in IndexedDB, bound to the account, with the idempotency key it was
// first tried with, and is sent once the network is back: at the app's next open (once sign-in is
// known), at the browser's `online` event, and when the service worker's Background Sync asks the
// open pages to (host app `shell/service-worker.ts`). A save the API refuses waits for the pilot.
import * as v from 'valibot'
import type { Acknowledgement, CoursewareProgress, NotificationSettings, PreCheckIn } from '@crew-portal/contract'
import {
  addRecentlyViewedDocument,
  markContactCardDisplayed,
  postDocumentViewerStatus,
  saveCoursewareProgress,
  saveNotificationSettings,
  savePreCheckIn
} from '../api/calls.ts'
import { postAcknowledgement } from '../api/reading-calls.ts'
import type { WriteOptions } from '../api/request.ts'
import { $user, authWiring } from '../auth/store.ts'
import { getEnvironment, isCrewPortalConfigured, wire } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import {
  ApiError,
  NetworkError,
  RequestTimeoutError,
  RequestValidationError,
  ResponseValidationError
} from '../http/errors.ts'
import { loadingWiring } from '../http/loading.ts'
import { trackException, trackTrace } from '../telemetry/track.ts'
import { outboxDatabase } from './database.ts'
import { $outbox, emitOutboxSettled, outboxStateWiring } from './state.ts'
import type { OutboxSettled } from './state.ts'
import type { OutboxDatabase } from './database.ts'
import { OUTBOX_ENTRY_VERSION, OutboxWriteSchema, readEntry, supersedes } from './entry.ts'
import type { OutboxEntry, OutboxWrite, OutboxWriteKind, OutboxWriteOf, Refusal } from './entry.ts'

/** What the API answers each write with. */
export interface OutboxAnswers {
  notificationSettings: NotificationSettings
  preCheckIn: PreCheckIn
  coursewareProgress: CoursewareProgress
  documentViewerStatus: undefined
  recentlyViewed: undefined
  acknowledgement: Acknowledgement
  contactCardDisplayed: undefined
}

/** How a save ended: the API's answer, or in the outbox until the network is back. */
export type SaveOutcome<K extends OutboxWriteKind> = { status: 'sent'; answer: OutboxAnswers[K] } | { status: 'queued' }

let opened: { factory: IDBFactory; database: OutboxDatabase } | undefined
let flushing: Promise<void> | undefined

/** The outbox reads the account, and its sends hold the loading overlay as any call does (a replay does not). */
export const outboxWiring: Wiring = {
  after: [authWiring, loadingWiring, outboxStateWiring],
  reset() {
    opened = undefined
    flushing = undefined
  }
}

function database(): OutboxDatabase | undefined {
  // A round that ends after the page (or a test) let go of the core has nothing more to do.
  if (!isCrewPortalConfigured()) return undefined
  const factory = getEnvironment().indexedDB
  if (factory === undefined) return undefined
  if (opened?.factory !== factory) opened = { factory, database: outboxDatabase(factory) }
  return opened.database
}

const accountNow = (): string | undefined => $user.get()?.userId || undefined

/** The account's entries, validated; a corrupt or old-format entry is removed, with a trace. */
async function readEntries(db: OutboxDatabase, account: string): Promise<OutboxEntry[]> {
  const entries: OutboxEntry[] = []
  const dropped: number[] = []
  for (const { seq, value } of await db.list(account)) {
    const read = readEntry(value)
    if (read.ok && read.entry.seq === seq && read.entry.account === account) entries.push(read.entry)
    else {
      trackTrace('Dropped an outbox entry', { reason: read.ok ? 'its key or account does not match' : read.reason })
      dropped.push(seq)
    }
  }
  if (dropped.length > 0) await db.remove(dropped)
  return entries
}

/** Reads the signed-in account's entries into `$outbox` (none when no one is signed in or IndexedDB is missing). */
export async function refreshOutbox(): Promise<void> {
  wire(outboxWiring)
  const account = accountNow()
  const db = database()
  if (account === undefined || db === undefined) {
    $outbox.set([])
    return
  }
  try {
    const entries = await readEntries(db, account)
    if (accountNow() === account) $outbox.set(entries)
  } catch (error) {
    trackException(error, { source: 'outbox', step: 'read' })
  }
}

/** The write as the API would take it; one it would refuse is the caller's bug, said as a RequestValidationError. */
function validWrite<W extends OutboxWrite>(write: W): W {
  const result = v.safeParse(OutboxWriteSchema, write)
  if (result.success) return result.output as W
  const [issue] = result.issues
  throw new RequestValidationError(v.getDotPath(issue) ?? 'body', issue.message)
}

function sendWrite(write: OutboxWrite, options: WriteOptions): Promise<unknown> {
  switch (write.kind) {
    case 'notificationSettings':
      return saveNotificationSettings(write.body, options)
    case 'preCheckIn':
      return savePreCheckIn(write.target.eventId, write.body, options)
    case 'coursewareProgress':
      return saveCoursewareProgress(write.target.coursewareId, write.body, options)
    case 'documentViewerStatus':
      return postDocumentViewerStatus(write.body, options)
    case 'recentlyViewed':
      return addRecentlyViewedDocument(write.body.documentId, options)
    case 'acknowledgement':
      return postAcknowledgement(write.body, options)
    case 'contactCardDisplayed':
      return markContactCardDisplayed(write.target.reservationId, options)
  }
}

/** The write sent through its call in `api/calls.ts`, whose answer is validated there. */
const send = <K extends OutboxWriteKind>(write: OutboxWriteOf<K>, options: WriteOptions) =>
  sendWrite(write as OutboxWrite, options) as Promise<OutboxAnswers[K]>

/** Puts a write in the outbox, in place of the saves it makes pointless; false when IndexedDB failed. */
async function queue(write: OutboxWrite, idempotencyKey: string, account: string): Promise<boolean> {
  const db = database()
  if (db === undefined) return false
  try {
    const older = (await readEntries(db, account)).filter((entry) => supersedes(write, entry))
    const { kind, target, body } = write
    await db.add(
      {
        v: OUTBOX_ENTRY_VERSION,
        account,
        idempotencyKey,
        queuedAt: getEnvironment().now().toISOString(),
        kind,
        target,
        body
      },
      older.map((entry) => entry.seq)
    )
  } catch (error) {
    trackException(error, { source: 'outbox', step: 'queue' })
    return false
  }
  await refreshOutbox()
  return true
}

/**
 * The browser went offline while the save was on its way: the API may or may not have it, and the
 * same key makes sending it again safe. (Online, a failed save stays an error on the page, whose
 * draft keeps the input for the pilot's next Save.)
 */
const wentOffline = (error: unknown) =>
  (error instanceof NetworkError || error instanceof RequestTimeoutError) && !getEnvironment().connectivity.isOnline()

/**
 * A pilot's save (R-OUTBOX-1): sent with a new idempotency key; offline, or when the browser goes
 * offline on the way, put in the outbox with that key instead. Without a signed-in account or
 * IndexedDB it fails as any call does. A newer save of the same thing replaces what waited for it.
 */
export async function saveWrite<K extends OutboxWriteKind>(write: OutboxWriteOf<K>): Promise<SaveOutcome<K>> {
  wire(outboxWiring)
  const valid = validWrite(write)
  const idempotencyKey = globalThis.crypto.randomUUID()
  const account = accountNow()
  const env = getEnvironment()
  if (account !== undefined && !env.connectivity.isOnline() && (await queue(valid, idempotencyKey, account)))
    return { status: 'queued' }
  try {
    const answer = await send(valid, { idempotencyKey })
    if (account !== undefined && $outbox.get().some((entry) => supersedes(valid, entry))) await dropSuperseded(valid)
    return { status: 'sent', answer }
  } catch (error) {
    if (account !== undefined && wentOffline(error) && (await queue(valid, idempotencyKey, account)))
      return { status: 'queued' }
    throw error
  }
}

async function dropSuperseded(write: OutboxWrite): Promise<void> {
  const db = database()
  const stale = $outbox.get().filter((entry) => supersedes(write, entry))
  try {
    await db?.remove(stale.map((entry) => entry.seq))
  } catch (error) {
    trackException(error, { source: 'outbox', step: 'supersede' })
  }
  await refreshOutbox()
}

/**
 * What the API refuses for good (R-OUTBOX-3): sent again, the same save would get the same answer.
 * A 401 waits for the sign-in; 408 and 429 for a later round.
 */
const refuses = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429

function refusalOf(error: unknown): Refusal | undefined {
  const at = getEnvironment().now().toISOString()
  if (error instanceof ApiError && refuses(error.status))
    return { status: error.status, message: (error.serverMessage ?? '').slice(0, 2000), at }
  if (error instanceof RequestValidationError) return { status: 400, message: error.message.slice(0, 2000), at }
  return undefined
}

/**
 * Sends the signed-in account's waiting saves, oldest first, each with its own key (R-OUTBOX-2),
 * while online. A sent save leaves the outbox; a refused one stays, marked, for the pilot; a 401, a
 * network failure or a server error stops the round, and what is left waits for the next. A second
 * call while one runs joins it.
 */
export function flushOutbox(): Promise<void> {
  wire(outboxWiring)
  flushing ??= flush().finally(() => {
    flushing = undefined
  })
  return flushing
}

async function flush(): Promise<void> {
  const account = accountNow()
  const db = database()
  if (account === undefined || db === undefined || !getEnvironment().connectivity.isOnline()) return
  let entries: OutboxEntry[]
  try {
    entries = await readEntries(db, account)
  } catch (error) {
    trackException(error, { source: 'outbox', step: 'read' })
    return
  }
  for (const entry of entries) {
    if (entry.refused !== undefined) continue
    if (accountNow() !== account) break
    let settled: OutboxSettled | undefined
    try {
      const answer: unknown = await send(entry, { idempotencyKey: entry.idempotencyKey, replay: true })
      settled = { outcome: 'sent', entry, answer }
    } catch (error) {
      const refused = refusalOf(error)
      // The API took it (a 2xx) but its answer is malformed: sent again, the key would answer the
      // same. It leaves the outbox; the pages load the API's state as they do.
      if (error instanceof ResponseValidationError) settled = undefined
      else if (refused === undefined) break
      else settled = { outcome: 'refused', entry: { ...entry, refused } }
    }
    try {
      if (settled?.outcome === 'refused') await db.put(settled.entry)
      else await db.remove([entry.seq])
    } catch (error) {
      // Sent again later, the same key keeps it applied once.
      trackException(error, { source: 'outbox', step: 'settle' })
    }
    if (settled) emitOutboxSettled(settled)
  }
  await refreshOutbox()
}

/** The pilot gives up a save (a refused one, or one still waiting). */
export async function discardOutboxEntry(seq: number): Promise<void> {
  try {
    await database()?.remove([seq])
  } catch (error) {
    trackException(error, { source: 'outbox', step: 'discard' })
  }
  await refreshOutbox()
}

/**
 * Sends a refused save again, as it is: with a new key, since the API answers the old one as it did
 * the first time. Resolves once the round that sends it has ended.
 */
export async function retryOutboxEntry(seq: number): Promise<void> {
  const entry = $outbox.get().find((candidate) => candidate.seq === seq)
  const db = database()
  if (entry === undefined || db === undefined) return
  const { refused: _refused, ...waiting } = entry
  try {
    await db.put({ ...waiting, idempotencyKey: globalThis.crypto.randomUUID() })
  } catch (error) {
    trackException(error, { source: 'outbox', step: 'retry' })
  }
  await refreshOutbox()
  await flushOutbox()
}

/** Removes the outbox of the account signed in (its logout, here or in another tab). */
export async function clearOutbox(): Promise<void> {
  const account = accountNow()
  $outbox.set([])
  if (account === undefined) return
  try {
    await database()?.removeAccount(account)
  } catch (error) {
    trackException(error, { source: 'outbox', step: 'logout' })
  }
}

/**
 * Follows sign-in and connectivity (R-OUTBOX-2): once an account is known, its outbox is read and,
 * online, sent; and again whenever the browser comes online. Returns the disposer.
 */
export function startOutbox(): () => void {
  wire(outboxWiring)
  const env = getEnvironment()
  const report = (error: unknown) => trackException(error, { source: 'outbox', step: 'flush' })
  const stopUser = $user.subscribe(() => {
    refreshOutbox()
      .then(() => flushOutbox())
      .catch(report)
  })
  const stopConnectivity = env.connectivity.listen((online) => {
    if (online) flushOutbox().catch(report)
  })
  return () => {
    stopUser()
    stopConnectivity()
  }
}

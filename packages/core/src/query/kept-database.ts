// Where the kept answers live: IndexedDB, through `idb`, so that they outlast the tab (a new tab, the
// installed app's next launch) and are read back as structured clones, with no JSON to parse. Two
// stores written in one transaction: `saved` (which answers each account has, and when each was
// saved: small, read whole at the start) and `answers` (the answers themselves, read one by one as
// their pages ask). Everything read here is untrusted: kept.ts validates it.
import { wrap } from 'idb'
import type { DBSchema, IDBPDatabase } from 'idb'

export const KEPT_ANSWER_DATABASE = 'crew-portal-last-answers'
const DATABASE_VERSION = 1

/** What the `saved` store holds of each answer. */
export interface SavedEntry {
  account: string
  key: string
  /** The record's format (kept.ts `KEPT_ANSWER_FORMAT`): another format is dropped, not read. */
  format: number
  savedAt: number
}

interface AnswerRecord {
  account: string
  key: string
  data: unknown
  /** A long list's first part: the rest is the record under `restKey(key)`. */
  more?: boolean
}

/**
 * A list longer than this is kept in two records, its first FIRST_PART_ITEMS and the rest: a new
 * tab reads and checks the first part (what its page shows first) before the rest, which at an
 * airline's size takes longer to read than the API takes to send a first page.
 */
export const FIRST_PART_ITEMS = 100

const restKey = (key: string) => `${key}\u0000rest`

/** A kept answer as read: a long list's first part says there is more. */
export interface StoredAnswer {
  data: unknown
  more: boolean
}

interface KeptSchema extends DBSchema {
  saved: { key: [string, string]; value: SavedEntry; indexes: { savedAt: number } }
  answers: { key: [string, string]; value: AnswerRecord }
}

/** The range of one account's entries: `[account, key]` pairs sort by account, then key (a string sorts before an array). */
const accountRange = (account: string) => IDBKeyRange.bound([account], [account, []])

export interface KeptDatabase {
  /** Opens the database now (the other calls open it when first used). */
  open(): Promise<unknown>
  /** What `account` has saved (untrusted values). */
  saved(account: string): Promise<unknown[]>
  /** The answer of `key` for `account` (a long list's first part), or undefined. */
  read(account: string, key: string): Promise<StoredAnswer | undefined>
  /** The rest of a long list whose first part `read` gave, or undefined. */
  readRest(account: string, key: string): Promise<unknown>
  write(entry: SavedEntry, data: unknown): Promise<void>
  remove(account: string, key: string): Promise<void>
  /** Removes the answer saved longest ago, of any account; false when there was none. */
  removeOldest(): Promise<boolean>
  /** Removes every answer of every account (logout). */
  clear(): Promise<void>
}

/** The kept answers' database in `factory` (the browser's IndexedDB, or fake-indexeddb in a test). */
export function keptDatabase(factory: IDBFactory): KeptDatabase {
  let opened: Promise<IDBPDatabase<KeptSchema>> | undefined
  const open = (): Promise<IDBPDatabase<KeptSchema>> =>
    (opened ??= openWith(factory, () => (opened = undefined)).catch((error: unknown) => {
      opened = undefined
      throw error
    }))
  return {
    open,
    async saved(account) {
      return (await open()).getAll('saved', accountRange(account))
    },
    async read(account, key) {
      const record: unknown = await (await open()).get('answers', [account, key])
      if (typeof record !== 'object' || record === null || !('data' in record)) return undefined
      return { data: record.data, more: 'more' in record && record.more === true }
    },
    async readRest(account, key) {
      const record: unknown = await (await open()).get('answers', [account, restKey(key)])
      return typeof record === 'object' && record !== null && 'data' in record ? record.data : undefined
    },
    async write(entry, data) {
      const { account, key } = entry
      const transaction = (await open()).transaction(['saved', 'answers'], 'readwrite')
      const answers = transaction.objectStore('answers')
      const long = Array.isArray(data) && data.length > FIRST_PART_ITEMS
      await Promise.all([
        transaction.objectStore('saved').put(entry),
        answers.put(
          long ? { account, key, data: data.slice(0, FIRST_PART_ITEMS), more: true } : { account, key, data }
        ),
        long
          ? answers.put({ account, key: restKey(key), data: data.slice(FIRST_PART_ITEMS) })
          : answers.delete([account, restKey(key)]),
        transaction.done
      ])
    },
    async remove(account, key) {
      const transaction = (await open()).transaction(['saved', 'answers'], 'readwrite')
      await Promise.all([
        transaction.objectStore('saved').delete([account, key]),
        transaction.objectStore('answers').delete([account, key]),
        transaction.objectStore('answers').delete([account, restKey(key)]),
        transaction.done
      ])
    },
    async removeOldest() {
      const transaction = (await open()).transaction(['saved', 'answers'], 'readwrite')
      const oldest = await transaction.objectStore('saved').index('savedAt').openCursor()
      if (!oldest) {
        await transaction.done
        return false
      }
      const { account, key } = oldest.value
      const answers = transaction.objectStore('answers')
      await Promise.all([
        oldest.delete(),
        answers.delete([account, key]),
        answers.delete([account, restKey(key)]),
        transaction.done
      ])
      return true
    },
    async clear() {
      const database = await opened?.catch(() => undefined)
      database?.close()
      opened = undefined
      await deleteOn(factory)
    }
  }
}

/** `idb`'s `openDB` on the given factory (idb's own reads the global one). */
function openOn(factory: IDBFactory, forget: () => void): Promise<IDBPDatabase<KeptSchema>> {
  const request = factory.open(KEPT_ANSWER_DATABASE, DATABASE_VERSION)
  request.onupgradeneeded = () => {
    const database = request.result
    // Any older layout goes whole: nothing of it is read again.
    for (const name of [...database.objectStoreNames]) database.deleteObjectStore(name)
    database.createObjectStore('saved', { keyPath: ['account', 'key'] }).createIndex('savedAt', 'savedAt')
    database.createObjectStore('answers', { keyPath: ['account', 'key'] })
  }
  return wrap(request).then((database) => {
    const connection = database as unknown as IDBPDatabase<KeptSchema>
    // A database of this version without the stores (made by someone else): not ours to read.
    if (!connection.objectStoreNames.contains('saved') || !connection.objectStoreNames.contains('answers')) {
      connection.close()
      throw new DOMException('The kept answers database has another layout', 'VersionError')
    }
    // Another tab deleting the database (a logout there) must not wait on this connection.
    connection.addEventListener('versionchange', () => {
      connection.close()
      forget()
    })
    connection.addEventListener('close', forget)
    return connection
  })
}

const deleteOn = (factory: IDBFactory): Promise<unknown> => wrap(factory.deleteDatabase(KEPT_ANSWER_DATABASE))

async function openWith(factory: IDBFactory, forget: () => void): Promise<IDBPDatabase<KeptSchema>> {
  try {
    return await openOn(factory, forget)
  } catch (error) {
    // A database of a later build (a higher version): start afresh rather than keep nothing forever.
    if (!(error instanceof DOMException) || error.name !== 'VersionError') throw error
    await deleteOn(factory)
    return openOn(factory, forget)
  }
}

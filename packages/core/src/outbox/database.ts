// Where the outbox lives: IndexedDB, through `idb`, a database of its own, so that a save made
// offline outlasts the tab and the browser (docs/offline.md, "Saves made offline"). One store of
// entries keyed by a number that grows with each save (their order), with an index by account.
// Everything read here is untrusted: store.ts validates it (entry.ts).
import { wrap } from 'idb'
import type { DBSchema, IDBPDatabase } from 'idb'

export const OUTBOX_DATABASE = 'crew-portal-outbox'
const DATABASE_VERSION = 1

interface OutboxSchema extends DBSchema {
  entries: { key: number; value: Record<string, unknown>; indexes: { account: string } }
}

export interface OutboxDatabase {
  /** Every entry of `account`, oldest first, with its key (untrusted values). */
  list(account: string): Promise<Array<{ seq: number; value: unknown }>>
  /**
   * Adds an entry (the database gives its `seq`) and removes `replacing` in the same transaction;
   * resolves with the new `seq`.
   */
  add(value: Record<string, unknown>, replacing?: readonly number[]): Promise<number>
  put(value: Record<string, unknown> & { seq: number }): Promise<void>
  remove(seqs: readonly number[]): Promise<void>
  /** Removes every entry of `account` (its logout). */
  removeAccount(account: string): Promise<void>
}

/** The outbox's database in `factory` (the browser's IndexedDB, or fake-indexeddb in a test). */
export function outboxDatabase(factory: IDBFactory): OutboxDatabase {
  let opened: Promise<IDBPDatabase<OutboxSchema>> | undefined
  const open = (): Promise<IDBPDatabase<OutboxSchema>> =>
    (opened ??= openOn(factory, () => (opened = undefined)).catch((error: unknown) => {
      opened = undefined
      throw error
    }))
  const removeAll = async (seqs: readonly number[], store: { delete(key: number): Promise<void> }) => {
    await Promise.all(seqs.map((seq) => store.delete(seq)))
  }
  return {
    async list(account) {
      const transaction = (await open()).transaction('entries')
      const index = transaction.store.index('account')
      const [keys, values] = await Promise.all([index.getAllKeys(account), index.getAll(account), transaction.done])
      return keys.map((seq, at) => ({ seq, value: values[at] }))
    },
    async add(value, replacing = []) {
      const transaction = (await open()).transaction('entries', 'readwrite')
      const [seq] = await Promise.all([
        transaction.store.add(value),
        removeAll(replacing, transaction.store),
        transaction.done
      ])
      return seq
    },
    async put(value) {
      const transaction = (await open()).transaction('entries', 'readwrite')
      await Promise.all([transaction.store.put(value), transaction.done])
    },
    async remove(seqs) {
      const transaction = (await open()).transaction('entries', 'readwrite')
      await Promise.all([removeAll(seqs, transaction.store), transaction.done])
    },
    async removeAccount(account) {
      const transaction = (await open()).transaction('entries', 'readwrite')
      const keys = await transaction.store.index('account').getAllKeys(account)
      await Promise.all([removeAll(keys, transaction.store), transaction.done])
    }
  }
}

/** `idb`'s `openDB` on the given factory (idb's own reads the global one). */
function openOn(factory: IDBFactory, forget: () => void): Promise<IDBPDatabase<OutboxSchema>> {
  const request = factory.open(OUTBOX_DATABASE, DATABASE_VERSION)
  request.onupgradeneeded = () => {
    const database = request.result
    const store = database.createObjectStore('entries', { keyPath: 'seq', autoIncrement: true })
    store.createIndex('account', 'account')
  }
  return wrap(request).then((database) => {
    const connection = database as unknown as IDBPDatabase<OutboxSchema>
    // Another tab deleting the database must not wait on this connection.
    connection.addEventListener('versionchange', () => {
      connection.close()
      forget()
    })
    connection.addEventListener('close', forget)
    return connection
  })
}

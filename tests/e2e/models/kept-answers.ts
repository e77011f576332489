import type { Page } from '@playwright/test'
import { readObjectStore } from './indexed-db.ts'

/** The kept answers' database (core `query/kept-database.ts`), read and written as the app does. */
export const KEPT_ANSWER_DATABASE = 'crew-portal-last-answers'

export interface SavedEntry {
  account: string
  key: string
  format: number
  savedAt: number
}

/** Every entry of the database's `saved` store, of every account; none when there is no database. */
export async function keptEntries(page: Page): Promise<SavedEntry[]> {
  return (await readObjectStore(page, KEPT_ANSWER_DATABASE, 'saved')) as SavedEntry[]
}

/** The kept answer of `key` for `account`, as stored. */
export async function keptAnswer(page: Page, account: string, key: string): Promise<unknown> {
  const stored = (await readObjectStore(page, KEPT_ANSWER_DATABASE, 'answers', [account, key])) as
    { data?: unknown } | undefined
  return stored?.data
}

/** Writes an entry and its answer straight into the database (a corrupt value, another account's). */
export function writeKeptAnswer(page: Page, entry: SavedEntry, data: unknown): Promise<void> {
  return page.evaluate(
    ({ name, entry, data }) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open(name)
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const database = opening.result
          const transaction = database.transaction(['saved', 'answers'], 'readwrite')
          transaction.objectStore('saved').put(entry)
          transaction.objectStore('answers').put({ account: entry.account, key: entry.key, data })
          transaction.oncomplete = () => {
            database.close()
            resolve()
          }
          transaction.onerror = () => reject(transaction.error)
        }
      }),
    { name: KEPT_ANSWER_DATABASE, entry, data }
  )
}

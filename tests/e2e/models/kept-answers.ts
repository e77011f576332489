import type { Page } from '@playwright/test'

/** The kept answers' database (core `query/kept-database.ts`), read and written as the app does. */
export const KEPT_ANSWER_DATABASE = 'crew-portal-last-answers'

export interface SavedEntry {
  account: string
  key: string
  format: number
  savedAt: number
}

/** Every entry of the database's `saved` store, of every account; none when there is no database. */
export function keptEntries(page: Page): Promise<SavedEntry[]> {
  return page.evaluate(async (name) => {
    // Opening a database that does not exist would create an empty one the app then could not use.
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return []
    return new Promise<SavedEntry[]>((resolve, reject) => {
      const opening = indexedDB.open(name)
      opening.onerror = () => reject(opening.error)
      opening.onsuccess = () => {
        const database = opening.result
        if (!database.objectStoreNames.contains('saved')) {
          database.close()
          resolve([])
          return
        }
        const request = database.transaction('saved').objectStore('saved').getAll()
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          database.close()
          resolve(request.result as SavedEntry[])
        }
      }
    })
  }, KEPT_ANSWER_DATABASE)
}

/** The kept answer of `key` for `account`, as stored. */
export function keptAnswer(page: Page, account: string, key: string): Promise<unknown> {
  return page.evaluate(
    async ({ name, where }) => {
      if (!(await indexedDB.databases()).some((database) => database.name === name)) return undefined
      return new Promise<unknown>((resolve, reject) => {
        const opening = indexedDB.open(name)
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const database = opening.result
          const request = database.transaction('answers').objectStore('answers').get(where)
          request.onerror = () => reject(request.error)
          request.onsuccess = () => {
            database.close()
            resolve((request.result as { data?: unknown } | undefined)?.data)
          }
        }
      })
    },
    { name: KEPT_ANSWER_DATABASE, where: [account, key] }
  )
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

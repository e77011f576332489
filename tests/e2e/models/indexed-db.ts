import type { Page } from '@playwright/test'

/** A key of the app's stores: a string, or an array of strings (the kept answers' [account, key]). */
type StoreKey = string | string[]

/**
 * What one object store of one of the app's IndexedDB databases holds, read from `page` as the app
 * would read it: every value, or the value of `key`. Nothing when the database or the store does
 * not exist; it is never created, since an empty database made here could not be used by the app.
 */
export function readObjectStore(page: Page, database: string, store: string): Promise<unknown[]>
export function readObjectStore(page: Page, database: string, store: string, key: StoreKey): Promise<unknown>
export function readObjectStore(page: Page, database: string, store: string, key?: StoreKey): Promise<unknown> {
  return page.evaluate(
    async ({ database, store, key }) => {
      const none = key === undefined ? [] : undefined
      if (!(await indexedDB.databases()).some(({ name }) => name === database)) return none
      return new Promise<unknown>((resolve, reject) => {
        const opening = indexedDB.open(database)
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const opened = opening.result
          if (!opened.objectStoreNames.contains(store)) {
            opened.close()
            resolve(none)
            return
          }
          const objects = opened.transaction(store).objectStore(store)
          const request: IDBRequest = key === undefined ? objects.getAll() : objects.get(key)
          request.onerror = () => reject(request.error)
          request.onsuccess = () => {
            opened.close()
            resolve(request.result)
          }
        }
      })
    },
    { database, store, key }
  )
}

// The door pass's device keys in the browser (docs/access-pass.md): WebCrypto makes the pair with a
// private key that cannot be exported, and IndexedDB keeps the CryptoKey itself (structured clone),
// so it survives a browser restart while no script, ours included, can ever read its bytes.
import type { DevicePublicKey } from '@crew-portal/contract'
import type { DeviceKeyStore } from './types.ts'

export const DEVICE_KEY_DATABASE = 'crew-portal-device-keys'
const STORE = 'keys'
const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const
const ES256 = { name: 'ECDSA', hash: 'SHA-256' } as const

/** A device key as IndexedDB stores it. */
interface StoredKey {
  privateKey: CryptoKey
  publicKey: DevicePublicKey
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

const isStoredKey = (value: unknown): value is StoredKey =>
  typeof value === 'object' &&
  value !== null &&
  (value as StoredKey).privateKey instanceof CryptoKey &&
  typeof (value as StoredKey).publicKey?.x === 'string'

/** Device keys in this browser's IndexedDB. */
export function indexedDbDeviceKeys(win: Window & typeof globalThis): DeviceKeyStore {
  let opened: Promise<IDBDatabase> | undefined
  const database = (): Promise<IDBDatabase> => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const opening = win.indexedDB.open(DEVICE_KEY_DATABASE, 1)
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE)
      opening.onsuccess = () => {
        // Another tab deleting the database (a logout there) must not wait on this connection.
        opening.result.onversionchange = () => {
          opening.result.close()
          opened = undefined
        }
        resolve(opening.result)
      }
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB is not available'))
    }).catch((error: unknown) => {
      opened = undefined
      throw error
    })
    return opened
  }
  const store = async (mode: IDBTransactionMode) => (await database()).transaction(STORE, mode).objectStore(STORE)
  const read = async (ref: string): Promise<StoredKey | undefined> => {
    const value: unknown = await settle((await store('readonly')).get(ref))
    return isStoredKey(value) ? value : undefined
  }
  // Read when used: a page that never shows a pass never touches WebCrypto or IndexedDB.
  const subtle = () => win.crypto.subtle

  return {
    async create() {
      const pair = await subtle().generateKey(ECDSA_P256, false, ['sign', 'verify'])
      const { x = '', y = '' } = await subtle().exportKey('jwk', pair.publicKey)
      const publicKey: DevicePublicKey = { kty: 'EC', crv: 'P-256', x, y }
      const ref = `key-${win.crypto.randomUUID()}`
      await settle((await store('readwrite')).put({ privateKey: pair.privateKey, publicKey } satisfies StoredKey, ref))
      return { ref, publicKey }
    },
    async publicKey(ref) {
      return (await read(ref))?.publicKey
    },
    async sign(ref, data) {
      const stored = await read(ref)
      return stored ? new Uint8Array(await subtle().sign(ES256, stored.privateKey, data)) : undefined
    },
    async clear() {
      await settle((await store('readwrite')).clear())
      // Then the database itself, so nothing of it is left for a later look.
      const connection = await opened
      connection?.close()
      opened = undefined
      await settle(win.indexedDB.deleteDatabase(DEVICE_KEY_DATABASE)).catch(() => undefined)
    }
  }
}

import type { DevicePublicKey } from '@crew-portal/contract'
import type { DeviceKeyStore } from '../environment/types.ts'

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const

export interface MemoryDeviceKeys extends DeviceKeyStore {
  /** The keys held now, by ref. */
  readonly keys: Map<string, CryptoKeyPair & { publicJwk: DevicePublicKey }>
  /** When set, every call rejects with it (IndexedDB unavailable, a private window). */
  failure?: Error
}

/** Device keys in memory, made by the same WebCrypto as the browser's. */
export function memoryDeviceKeys(): MemoryDeviceKeys {
  let count = 0
  const store: MemoryDeviceKeys = {
    keys: new Map(),
    async create() {
      if (store.failure) throw store.failure
      const pair = await crypto.subtle.generateKey(ECDSA_P256, false, ['sign', 'verify'])
      const { x = '', y = '' } = await crypto.subtle.exportKey('jwk', pair.publicKey)
      const publicJwk: DevicePublicKey = { kty: 'EC', crv: 'P-256', x, y }
      count += 1
      const ref = `key-test-${count}`
      store.keys.set(ref, { ...pair, publicJwk })
      return { ref, publicKey: publicJwk }
    },
    async publicKey(ref) {
      if (store.failure) throw store.failure
      return store.keys.get(ref)?.publicJwk
    },
    async sign(ref, data) {
      if (store.failure) throw store.failure
      const pair = store.keys.get(ref)
      return pair
        ? new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, data))
        : undefined
    },
    async clear() {
      store.keys.clear()
    }
  }
  return store
}

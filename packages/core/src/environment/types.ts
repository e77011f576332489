import type { DevicePublicKey } from '@crew-portal/contract'
import type { AuthPort } from '../ports/auth.ts'
import type { FlagClientFactory } from '../ports/flags.ts'
import type { AppSettings } from '../ports/settings.ts'
import type { TelemetryPort } from '../ports/telemetry.ts'

/** The subset of the Web Storage API the core uses; `sessionStorage` and `localStorage` fit it. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  clear(): void
}

export interface CookieJar {
  get(name: string): string | undefined
  set(name: string, value: string): void
}

/** What the core may do with the page's address. The core never reads `window.location`. */
export interface LocationPort {
  href(): string
  reload(): void
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

/** Connectivity as the browser reports it. */
export interface ConnectivityPort {
  isOnline(): boolean
  /** Calls back with the new state; returns the unsubscribe function. */
  listen(listener: (online: boolean) => void): () => void
}

/** A change another tab made to local storage (the `storage` event). */
export interface StorageChange {
  key: string | null
  newValue: string | null
}

/**
 * The door pass's device keys (docs/access-pass.md): ECDSA P-256 pairs made on this device whose
 * private half cannot be exported, stored across browser restarts. A key is named by the `ref` the
 * store gave it.
 */
export interface DeviceKeyStore {
  /** Makes a new key pair; resolves with its name and public key. */
  create(): Promise<{ ref: string; publicKey: DevicePublicKey }>
  /** The public key stored under `ref`, or undefined when this device has none by that name. */
  publicKey(ref: string): Promise<DevicePublicKey | undefined>
  /** An ES256 signature (r||s) of `data` by the key under `ref`; undefined when there is none. */
  sign(ref: string, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer> | undefined>
  /** Removes every key (logout). */
  clear(): Promise<void>
}

/**
 * Everything that differs between the browser, tests and Storybook. The core reads no globals:
 * it reaches time, storage, cookies, network, location and the SDK clients only through this.
 */
export interface Environment {
  settings: AppSettings
  auth: AuthPort
  telemetry: TelemetryPort
  fetch: typeof globalThis.fetch
  now(): Date
  timers: Timers
  sessionStorage: KeyValueStorage
  localStorage: KeyValueStorage
  cookies: CookieJar
  location: LocationPort
  connectivity: ConnectivityPort
  /** Listens to storage changes made by other tabs; returns the unsubscribe function. */
  onStorageChange(listener: (change: StorageChange) => void): () => void
  /** Loads the hosted survey's script (in the browser, only the settings file's survey URL: trusted-types.ts); resolves when it has run, leaving no element behind. */
  loadScript(url: string): Promise<void>
  /** Where the door pass's device keys live (IndexedDB in the browser). */
  deviceKeys: DeviceKeyStore
  /**
   * IndexedDB (the outbox, the kept answers), where the browser gives it; undefined where it does not
   * (a locked-down browser, a test that passes none). Its databases are opened when first used.
   */
  indexedDB?: IDBFactory
  /** Creates the feature-flag client; without it the flags area loads launchdarkly-js-client-sdk lazily. */
  flagClientFactory?: FlagClientFactory
}

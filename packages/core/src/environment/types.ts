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
  /** Loads a script by URL (the hosted survey); resolves when it has run. */
  loadScript(url: string): Promise<void>
  /** Creates the feature-flag client; without it the flags area loads launchdarkly-js-client-sdk lazily. */
  flagClientFactory?: FlagClientFactory
}

import { nextLinkHeader } from '@crew-portal/contract'
import type { AuthPort, UserProfile } from '../ports/auth.ts'
import { configureCrewPortal } from '../environment/configure.ts'
import type { Environment, KeyValueStorage, StorageChange } from '../environment/types.ts'
import type { AppSettings } from '../ports/settings.ts'
import type { TelemetryPort, TelemetryProperties } from '../ports/telemetry.ts'
import { memoryDeviceKeys } from './device-keys.ts'
import type { MemoryDeviceKeys } from './device-keys.ts'
import { fakeFlagClient } from './flag-client.ts'
import { wireEveryArea } from './wiring.ts'
import type { FakeFlagClient } from './flag-client.ts'

export const TEST_API = 'https://api.test'

export function testSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    apiBaseUrl: TEST_API,
    buildNumber: '1.0.0-test',
    accessDeniedMessage: 'You do not have access to this page.',
    defaultErrorMessage: 'Something went wrong.',
    featureFlags: { apiKey: 'test-env', isEnabled: false },
    logger: { level: 'off' },
    b2cSettings: {
      clientId: 'crew-portal',
      authority: 'https://id.test',
      knownAuthorities: ['id.test'],
      redirectUri: 'https://app.test/redirect.html',
      postLogoutRedirectUri: 'https://app.test/',
      apiScopes: ['api://crew-portal/crew.read']
    },
    appInsights: { showAppInsightComponent: false },
    survey: { scriptUrl: 'https://survey.test/survey.js' },
    ...overrides
  }
}

export const testUser: UserProfile = {
  email: 'bat.pilot@example.com',
  givenName: 'Alex',
  lastName: 'Morgan',
  userId: 'user-bat-1',
  b2cId: 'b2c-bat-1'
}

export class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>()
  getItem(key: string): string | null {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value))
  }
  removeItem(key: string): void {
    this.data.delete(key)
  }
  clear(): void {
    this.data.clear()
  }
}

export interface FakeAuth extends AuthPort {
  user: UserProfile | null
  token: string
  signIns: number
  /** The options of the last sign-in. */
  lastSignIn?: { fresh?: boolean } | undefined
  signOuts: number
  /** The options of the last sign-out. */
  lastSignOut?: { local?: boolean } | undefined
  /** How often a token was asked for. */
  tokenRequests: number
  /** When set, getAccessToken rejects with it. */
  tokenError?: Error
}

export function fakeAuth(user: UserProfile | null = testUser): FakeAuth {
  return {
    user,
    token: 'test-token',
    signIns: 0,
    signOuts: 0,
    tokenRequests: 0,
    account() {
      return this.user
    },
    async signIn(options) {
      this.signIns += 1
      this.lastSignIn = options
    },
    async signOut(options) {
      this.signOuts += 1
      this.lastSignOut = options
      this.user = null
    },
    async getAccessToken() {
      this.tokenRequests += 1
      if (this.tokenError) throw this.tokenError
      return this.token
    }
  }
}

export interface RecordedTelemetry {
  kind: 'event' | 'exception' | 'trace'
  name: string
  properties?: TelemetryProperties
  error?: unknown
}

export interface TelemetryRecorder extends TelemetryPort {
  records: RecordedTelemetry[]
  events(): string[]
}

export function telemetryRecorder(): TelemetryRecorder {
  const records: RecordedTelemetry[] = []
  return {
    records,
    trackEvent(name, properties) {
      records.push({ kind: 'event', name, properties })
    },
    trackException(error, properties) {
      records.push({
        kind: 'exception',
        name: error instanceof Error ? error.message : String(error),
        error,
        properties
      })
    },
    trackTrace(message, properties) {
      records.push({ kind: 'trace', name: message, properties })
    },
    events() {
      return records.filter((record) => record.kind === 'event').map((record) => record.name)
    }
  }
}

export type FetchHandler = (request: Request) => Response | Promise<Response>

/** A fetch that answers from a handler and remembers every request it saw. */
export interface FakeFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>
  requests: Request[]
  handler: FetchHandler
  /** Resolves once `count` requests in all have come (at once when they have): a request has gone, however long its way. */
  asked(count: number): Promise<void>
}

export function fakeFetch(handler: FetchHandler = () => json({})): FakeFetch {
  const waiting: { count: number; resolve: () => void }[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    fetch.requests.push(request)
    for (const waiter of waiting.filter(({ count }) => count <= fetch.requests.length)) {
      waiting.splice(waiting.indexOf(waiter), 1)
      waiter.resolve()
    }
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError')
    return fetch.handler(request)
  }) as FakeFetch
  fetch.requests = []
  fetch.handler = handler
  fetch.asked = (count) =>
    count <= fetch.requests.length ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve }))
  return fetch
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/**
 * One page of `items` as the API answers a long list (the contract's paging.ts): `limit` items from
 * `cursor` (all the rest without `limit`), with a `Link: rel="next"` (made by `link`) while some
 * remain. Answers the page's first index beside its response, for fakes that hold later pages back.
 */
export function pageOfList(
  request: Request,
  items: readonly unknown[],
  link: (next: URL) => string = (next) => nextLinkHeader(next.pathname + next.search)
): { start: number; response: Response } {
  const url = new URL(request.url)
  const start = Number(url.searchParams.get('cursor') ?? 0)
  const limit = url.searchParams.get('limit')
  const end = limit === null ? items.length : start + Number(limit)
  const headers = new Headers({ 'content-type': 'application/json' })
  if (end < items.length) {
    url.searchParams.set('cursor', String(end))
    headers.set('link', link(url))
  }
  return { start, response: new Response(JSON.stringify(items.slice(start, end)), { headers }) }
}

interface Timer {
  id: number
  at: number
  every?: number
  callback: () => void
}

/** A clock and timers that move only when a test says so. */
export class FakeClock {
  private time: number
  private timers: Timer[] = []
  private nextId = 1

  constructor(start: Date | string = '2026-11-22T09:00:00Z') {
    this.time = new Date(start).getTime()
  }

  now = (): Date => new Date(this.time)

  set(date: Date | string): void {
    this.time = new Date(date).getTime()
  }

  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void {
    const end = this.time + ms
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!due) break
      this.time = due.at
      if (due.every === undefined) this.timers = this.timers.filter((timer) => timer !== due)
      else due.at += due.every
      due.callback()
    }
    this.time = end
  }

  pending(): number {
    return this.timers.length
  }

  readonly timerPort = {
    setTimeout: (callback: () => void, ms: number) => this.add(callback, ms),
    clearTimeout: (handle: unknown) => this.remove(handle),
    setInterval: (callback: () => void, ms: number) => this.add(callback, ms, Math.max(1, ms)),
    clearInterval: (handle: unknown) => this.remove(handle)
  }

  private add(callback: () => void, ms: number, every?: number): number {
    const id = this.nextId++
    this.timers.push({ id, at: this.time + Math.max(0, ms), every, callback })
    return id
  }

  private remove(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle)
  }
}

export interface TestEnvironment extends Environment {
  auth: FakeAuth
  telemetry: TelemetryRecorder
  fetch: FakeFetch
  clock: FakeClock
  sessionStorage: MemoryStorage
  localStorage: MemoryStorage
  cookieValues: Map<string, string>
  reloads: number
  loadedScripts: string[]
  deviceKeys: MemoryDeviceKeys
  /** Every flag client the flags area created, newest last. */
  flagClients: FakeFlagClient[]
  /** Flag values new fake flag clients start with. */
  flagValues: Record<string, unknown>
  /** Simulates the browser going on- or offline. */
  setOnline(online: boolean): void
  /** Simulates another tab writing to local storage. */
  emitStorageChange(change: StorageChange): void
}

export interface TestEnvironmentOptions {
  settings?: Partial<AppSettings>
  user?: UserProfile | null
  fetch?: FetchHandler
  now?: Date | string
  href?: string
  /** Flag values the fake flag client serves. */
  flags?: Record<string, unknown>
  /** Starts offline (default online). */
  online?: boolean
  /** IndexedDB for the areas that store there (a test passes fake-indexeddb's `IDBFactory`); none by default. */
  indexedDB?: IDBFactory
}

/**
 * A complete fake environment; nothing in it touches the real browser, clock or network. Every area
 * of the core is wired with it (wiring.ts), so a test uses any area as if the app had loaded it.
 */
export function createTestEnvironment(options: TestEnvironmentOptions = {}): TestEnvironment {
  wireEveryArea()
  const clock = new FakeClock(options.now)
  const cookieValues = new Map<string, string>()
  const onlineListeners = new Set<(online: boolean) => void>()
  const storageListeners = new Set<(change: StorageChange) => void>()
  let online = options.online ?? true
  const env: TestEnvironment = {
    settings: testSettings(options.settings),
    auth: fakeAuth(options.user === undefined ? testUser : options.user),
    telemetry: telemetryRecorder(),
    fetch: fakeFetch(options.fetch),
    clock,
    now: clock.now,
    timers: clock.timerPort,
    sessionStorage: new MemoryStorage(),
    localStorage: new MemoryStorage(),
    cookieValues,
    cookies: {
      get: (name) => cookieValues.get(name),
      set: (name, value) => void cookieValues.set(name, value)
    },
    reloads: 0,
    location: {
      href: () => options.href ?? 'https://app.test/training',
      reload: () => void (env.reloads += 1)
    },
    connectivity: {
      isOnline: () => online,
      listen(listener) {
        onlineListeners.add(listener)
        return () => onlineListeners.delete(listener)
      }
    },
    onStorageChange(listener) {
      storageListeners.add(listener)
      return () => storageListeners.delete(listener)
    },
    loadedScripts: [],
    deviceKeys: memoryDeviceKeys(),
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    flagClients: [],
    flagValues: { ...options.flags },
    flagClientFactory(request) {
      const client = fakeFlagClient(request, env.flagValues, clock.timerPort)
      env.flagClients.push(client)
      return client
    },
    async loadScript(url) {
      env.loadedScripts.push(url)
    },
    setOnline(value) {
      online = value
      for (const listener of onlineListeners) listener(value)
    },
    emitStorageChange(change) {
      for (const listener of storageListeners) listener(change)
    }
  }
  return env
}

/** Creates a test environment and configures the core with it. */
export function configureTestCrewPortal(options: TestEnvironmentOptions = {}): TestEnvironment {
  const env = createTestEnvironment(options)
  configureCrewPortal(env)
  return env
}

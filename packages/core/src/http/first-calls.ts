// The first page's first calls, sent as soon as boot knows the visitor stays (docs/architecture.md,
// "Boot"). A page's queries start with its model, whose code (and the routed app's, which it shares)
// must load and run first, so its calls would leave well after MSAL has started. Boot knows the
// page's address and the account at once, so it sends what that page asked first last time; the
// page's query, once its code runs, takes the answer already on its way instead of asking again.
//
// What a page asks first is remembered as it asks it: the GET calls sent before the visit's first
// answer, stored in local storage per account and page address (the last `MAX_PAGES`; a logout clears
// it). A call the page no longer makes is never taken: it is dropped after a while, and the next
// visit remembers anew.
import { getEnvironment } from '../environment/configure.ts'
import type { Environment, KeyValueStorage } from '../environment/types.ts'
import { apiHeaders, carriesToken, resolveApiUrl } from './url.ts'

export const FIRST_CALLS_KEY = 'crew-portal:first-calls'

/** At most this many calls a page, each a path of at most `MAX_PATH` characters, for the last `MAX_PAGES` pages. */
export const MAX_CALLS = 4
export const MAX_PAGES = 8
const MAX_PATH = 512
const MAX_STORED_CHARS = 16 * 1024
/** A call sent early and not taken within this is dropped (its answer goes unread). */
export const FIRST_CALL_TAKE_LIMIT_MS = 10_000

/**
 * The stored first calls: the account's id and, for each page's address, the paths it asked first
 * (checked as they are used).
 */
interface StoredFirstCalls {
  account: string
  pages: Record<string, unknown>
}

/** An API path the way the core asks for one: `/api/…`, with a plain query, nothing else. */
export const isApiPath = (path: unknown): path is string =>
  typeof path === 'string' &&
  path.length <= MAX_PATH &&
  /^\/api\/[\w\-./]*(?:\?[\w\-.~%=&]*)?$/.test(path) &&
  !path.includes('..')

/** The first calls stored for `account`, or nothing (another account's, or a value that is not this file's). */
export function read(storage: KeyValueStorage, account: string): StoredFirstCalls['pages'] | undefined {
  try {
    const raw = storage.getItem(FIRST_CALLS_KEY)
    const stored: Partial<StoredFirstCalls> | null = raw && raw.length <= MAX_STORED_CHARS ? JSON.parse(raw) : null
    return stored?.account === account && typeof stored.pages === 'object' && stored.pages !== null
      ? stored.pages
      : undefined
  } catch {
    // Storage refused, or a value that is not JSON: nothing is sent early.
    return undefined
  }
}

/** The paths stored for a page, if every one is an API path and there are at most `MAX_CALLS`. */
function pathsOf(pages: StoredFirstCalls['pages'] | undefined, page: string): string[] {
  const paths = pages?.[page]
  return Array.isArray(paths) && paths.length <= MAX_CALLS && paths.every(isApiPath) ? paths : []
}

interface EarlyCall {
  response: Promise<Response>
  /** Ends the call: its answer is not wanted, or the page's call that took it has ended. */
  abort: AbortController
  /** Drops it untaken, after `FIRST_CALL_TAKE_LIMIT_MS`. */
  expiry: { clear: () => void }
}

interface FirstCalls {
  /** Calls sent early, by URL, each taken once. */
  early: Map<string, EarlyCall>
  /** The visit being remembered: its page's address, its account, the paths asked so far. */
  remembering: { page: string; account: string; paths: string[] } | undefined
}

const byEnvironment = new WeakMap<Environment, FirstCalls>()

/**
 * The first calls of the visit `environment` runs (each configuration its own: another account, the
 * next test), read and written by the API layer too (take-first-call.ts), which loads with the page.
 */
export function firstCallsOf(environment: Environment): FirstCalls {
  let calls = byEnvironment.get(environment)
  if (!calls) byEnvironment.set(environment, (calls = { early: new Map(), remembering: undefined }))
  return calls
}

async function send(url: URL): Promise<void> {
  const env = getEnvironment()
  const { early } = firstCallsOf(env)
  // A token it cannot have without the pilot (or with the provider away) is not worth an early call:
  // the page's own call asks for it too, and says so.
  // The same headers as the page's own call (api-fetch.ts), whose answer this one stands in for.
  const headers = await apiHeaders(url, env.settings.apiBaseUrl, () => env.auth.getAccessToken())
  const abort = new AbortController()
  const response = env.fetch(url.href, { headers, signal: abort.signal })
  // Its answer may fail: the call that takes it says so; one never taken says nothing.
  response.catch(() => {})
  const timer = env.timers.setTimeout(() => {
    early.delete(url.href)
    abort.abort()
  }, FIRST_CALL_TAKE_LIMIT_MS)
  early.set(url.href, { response, abort, expiry: { clear: () => env.timers.clearTimeout(timer) } })
}

/**
 * Boot's step, once the visitor stays, for the page at `page` (its path and query) and the signed-in
 * `account`: sends the calls that page asked first the last time (for this account), and remembers
 * what it asks this time. Resolves
 * once they are sent (or could not be).
 */
export async function startFirstCalls(page: string, account: string): Promise<void> {
  const env = getEnvironment()
  firstCallsOf(env).remembering = { page, account, paths: [] }
  if (!env.connectivity.isOnline()) return
  const urls = pathsOf(read(env.localStorage, account), page)
    .map((path) => resolveApiUrl(path, env.settings.apiBaseUrl))
    .filter((url) => carriesToken(url, env.settings.apiBaseUrl))
  await Promise.all(urls.map((url) => send(url).catch(() => {})))
}

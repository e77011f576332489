// The first page's first calls, sent as soon as boot knows the visitor stays (docs/architecture.md,
// "Boot"). A page's queries start with its model, whose code (and the routed app's, which it shares)
// loads and runs first: on a reload the call left some 30 ms after MSAL had started. Boot knows the
// route and the account at once, so it sends what that route asked first last time; the page's
// query, once its code runs, takes the answer already on its way instead of asking again.
//
// What a route asks first is remembered as the page asks it: the GET calls sent before the visit's
// first answer, kept in local storage per account and route (a logout clears it). A call the page no
// longer makes is never taken: it is dropped after a while, and the next visit remembers anew.
import { getEnvironment } from '../environment/configure.ts'
import type { Environment, KeyValueStorage } from '../environment/types.ts'
import { carriesToken, resolveApiUrl } from './url.ts'

export const FIRST_CALLS_KEY = 'crew-portal:first-calls'

/** At most this many calls a route, each a path of at most `MAX_PATH` characters. */
export const MAX_CALLS = 4
const MAX_PATH = 512
const MAX_STORED_CHARS = 16 * 1024
/** A call sent early and not taken within this is dropped (its answer goes unread). */
export const FIRST_CALL_TAKE_LIMIT_MS = 10_000

/** Kept: the account's id and, for each route, the paths it asked first (checked as they are used). */
interface Kept {
  account: string
  routes: Record<string, unknown>
}

/** An API path the way the core asks for one: `/api/…`, with a plain query, nothing else. */
export const isApiPath = (path: unknown): path is string =>
  typeof path === 'string' && path.length <= MAX_PATH && /^\/api\/[\w\-./]*(?:\?[\w\-.~%=&]*)?$/.test(path) && !path.includes('..')

/** What is kept for `account`, or nothing (another account's, or a value that is not this file's). */
export function read(storage: KeyValueStorage, account: string): Kept['routes'] | undefined {
  try {
    const raw = storage.getItem(FIRST_CALLS_KEY)
    const kept: Partial<Kept> | null = raw && raw.length <= MAX_STORED_CHARS ? JSON.parse(raw) : null
    return kept?.account === account && typeof kept.routes === 'object' && kept.routes !== null ? kept.routes : undefined
  } catch {
    // Storage refused, or a value that is not JSON: nothing is sent early.
    return undefined
  }
}

/** The paths kept for a route, if every one is an API path and there are at most `MAX_CALLS`. */
function pathsOf(routes: Kept['routes'] | undefined, route: string): string[] {
  const paths = routes?.[route]
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
  /** The visit being remembered: its route, its account, the paths asked so far. */
  remembering: { route: string; account: string; paths: string[] } | undefined
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
  const token = await env.auth.getAccessToken()
  const abort = new AbortController()
  const response = env.fetch(url.href, { headers: { accept: 'application/json', authorization: `Bearer ${token}` }, signal: abort.signal })
  // Its answer may fail: the call that takes it says so; one never taken says nothing.
  response.catch(() => {})
  const timer = env.timers.setTimeout(() => {
    early.delete(url.href)
    abort.abort()
  }, FIRST_CALL_TAKE_LIMIT_MS)
  early.set(url.href, { response, abort, expiry: { clear: () => env.timers.clearTimeout(timer) } })
}

/**
 * Boot's step, once the visitor stays, for `route` and the signed-in `account`: sends the calls this
 * route asked first the last time (for this account), and remembers what it asks this time. Resolves
 * once they are sent (or could not be).
 */
export async function startFirstCalls(route: string, account: string): Promise<void> {
  const env = getEnvironment()
  firstCallsOf(env).remembering = { route, account, paths: [] }
  if (!env.connectivity.isOnline()) return
  const urls = pathsOf(read(env.localStorage, account), route)
    .map((path) => resolveApiUrl(path, env.settings.apiBaseUrl))
    .filter((url) => carriesToken(url, env.settings.apiBaseUrl))
  await Promise.all(urls.map((url) => send(url).catch(() => {})))
}

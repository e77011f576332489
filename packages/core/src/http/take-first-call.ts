// The API layer's half of the first page's first calls (first-calls.ts, boot's half): a call the
// page asks for takes the answer boot's early call is bringing, and the calls a visit asks before
// its first answer are remembered for the next. Loaded with the API layer, after the first load.
import { getEnvironment } from '../environment/configure.ts'
import { FIRST_CALLS_KEY, MAX_CALLS, MAX_PAGES, firstCallsOf, isApiPath, read } from './first-calls.ts'

/**
 * As a call of `path` (resolved: `url`) goes out: notes it while the visit's first calls are
 * remembered, and answers the response already on its way for it, if boot sent one, ended with
 * `signal`. Only a plain GET qualifies: no body, no headers of its own.
 */
export function takeFirstCall(
  path: string,
  url: string,
  init: { method?: string; body?: unknown; json?: unknown; headers?: unknown },
  signal: AbortSignal
): Promise<Response> | undefined {
  const plain =
    (init.method ?? 'GET').toUpperCase() === 'GET' &&
    init.body == null &&
    init.json === undefined &&
    init.headers === undefined
  if (!plain) return undefined
  const { early, remembering: visit } = firstCallsOf(getEnvironment())
  if (visit && isApiPath(path) && visit.paths.length < MAX_CALLS && !visit.paths.includes(path)) visit.paths.push(path)
  const call = early.get(url)
  if (!call) return undefined
  early.delete(url)
  call.expiry.clear()
  const follow = () => call.abort.abort(signal.reason)
  if (signal.aborted) follow()
  else signal.addEventListener('abort', follow, { once: true })
  return call.response
}

/** As the visit's first answer arrives: what was asked before it is remembered, for this page and account, newest last. */
export function firstAnswerArrived(): void {
  const env = getEnvironment()
  const calls = firstCallsOf(env)
  const visit = calls.remembering
  calls.remembering = undefined
  if (!visit) return
  const { localStorage } = env
  const pages = Object.entries(read(localStorage, visit.account) ?? {}).filter(([page]) => page !== visit.page)
  pages.push([visit.page, visit.paths])
  try {
    localStorage.setItem(
      FIRST_CALLS_KEY,
      JSON.stringify({ account: visit.account, pages: Object.fromEntries(pages.slice(-MAX_PAGES)) })
    )
  } catch {
    // Storage full or refused: the next visit asks at the page's pace, as before.
  }
}

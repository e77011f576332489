// The offline copies of required reading (docs/offline.md#offline-copies-of-required-reading): the
// names the page and the service worker share, and the worker's code, which build/worker-parts.ts
// appends to the generated sw.js (service-worker.ts is the page's side; the core decides the list).

/** The worker's cache; the core's OFFLINE_COPIES_CACHE (offline-copies.test.ts holds them equal). */
export const OFFLINE_COPIES_CACHE_NAME = 'crew-portal-offline-copies'
/** The copies' address on the app's origin; the core's OFFLINE_COPY_PATH. */
export const OFFLINE_COPIES_PATH = '/offline-copies/'
/** The page's list, `{ type, copies: [{ url, until }] }`; the worker answers `{ held, skipped }` through the port. */
export const OFFLINE_COPIES_STORE_MESSAGE = 'crew-portal:store-offline-copies'
/** The logout's: the worker deletes every copy, after any storing under way. */
export const OFFLINE_COPIES_FORGET_MESSAGE = 'crew-portal:forget-offline-copies'

/** The header on a stored copy that says until when it is held (ms since the epoch). */
const UNTIL_HEADER = 'x-crew-portal-until'
/** What a copy must leave free of the origin's quota: other stores (the outbox, the kept answers) need room too. */
const MARGIN_BYTES = 10 * 1024 * 1024
const MARGIN_SHARE = 0.1
/** The types a copy opens as in the browser (none runs script); anything else is a download. */
const INLINE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain']

/** The worker's code, plain ES2017 (the worker file is not transpiled again). */
export const OFFLINE_COPIES_WORKER_CODE = `
;(() => {
  const CACHE = ${JSON.stringify(OFFLINE_COPIES_CACHE_NAME)}
  const PATH = ${JSON.stringify(OFFLINE_COPIES_PATH)}
  const UNTIL = ${JSON.stringify(UNTIL_HEADER)}
  const INLINE = new Set(${JSON.stringify(INLINE_TYPES)})
  // The file URLs in the cache, so a fetch can be answered (or passed by) at once.
  let held = new Set()
  // One change of the cache at a time: two tabs' lists, the logout.
  let queue = Promise.resolve()
  const inTurn = (task) => {
    const done = queue.then(task, task)
    queue = done.catch(() => undefined)
    return done
  }
  const readHeld = (cache) =>
    cache.keys().then((keys) => {
      held = new Set(keys.map((request) => request.url))
      return Array.from(held)
    })
  inTurn(() => caches.has(CACHE).then((has) => (has ? caches.open(CACHE).then(readHeld) : [])))

  // A URL as the cache's keys spell it; '' for anything but an https URL.
  const httpsUrl = (text) => {
    try {
      const url = new URL(text)
      return url.protocol === 'https:' ? url.href : ''
    } catch (error) {
      return ''
    }
  }
  const untilOf = (response) => Number(response.headers.get(UNTIL))
  const stored = (body, type, until) => {
    const headers = new Headers({ [UNTIL]: String(until) })
    if (type) headers.set('content-type', type)
    return new Response(body, { status: 200, headers })
  }

  // Room left for one more file: the origin's quota less its usage and a margin; unknown without an estimate.
  const roomLeft = async () => {
    if (!self.navigator.storage || !self.navigator.storage.estimate) return Infinity
    const { quota, usage } = await self.navigator.storage.estimate()
    if (typeof quota !== 'number' || typeof usage !== 'number') return Infinity
    return quota - usage - Math.max(${MARGIN_BYTES}, quota * ${MARGIN_SHARE})
  }

  const fetchCopy = async (cache, url, until, skipped) => {
    let response
    try {
      // The file's own link carries what it needs (a signed storage URL): no token, no cookie.
      response = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-cache' })
    } catch (error) {
      skipped.push({ url, reason: 'not reachable' })
      return
    }
    if (!response.ok) {
      skipped.push({ url, reason: 'HTTP ' + response.status })
      return
    }
    const length = response.headers.get('content-length')
    let body = null
    let size = Number(length)
    if (length === null || !Number.isFinite(size) || size < 0) {
      body = await response.blob()
      size = body.size
    }
    const room = await roomLeft()
    if (size > room) {
      if (!body && response.body) response.body.cancel().catch(() => undefined)
      skipped.push({ url, reason: 'no room', size, room: Math.max(0, Math.floor(room)) })
      return
    }
    try {
      await cache.put(url, stored(body || response.body, response.headers.get('content-type'), until))
    } catch (error) {
      skipped.push({ url, reason: error && error.name === 'QuotaExceededError' ? 'no room' : 'not stored', size })
    }
  }

  // Holds exactly the listed files not yet over: drops the others, fetches the new ones.
  const store = async (copies) => {
    const now = Date.now()
    const wanted = new Map()
    const skipped = []
    for (const copy of copies) {
      const given = copy && typeof copy.url === 'string' ? copy.url : ''
      const url = httpsUrl(given)
      const until = copy && typeof copy.until === 'string' ? Date.parse(copy.until) : NaN
      if (!url || !Number.isFinite(until)) skipped.push({ url: given.slice(0, 300), reason: 'not an https file with an end' })
      else if (until > now) wanted.set(url, Math.max(until, wanted.get(url) || 0))
    }
    const cache = await caches.open(CACHE)
    for (const request of await cache.keys()) {
      const until = wanted.get(request.url)
      if (until === undefined) {
        await cache.delete(request)
        continue
      }
      wanted.delete(request.url)
      const response = await cache.match(request)
      if (response && untilOf(response) !== until)
        await cache.put(request.url, stored(response.body, response.headers.get('content-type'), until))
    }
    for (const [url, until] of wanted) await fetchCopy(cache, url, until, skipped)
    return { held: await readHeld(cache), skipped }
  }

  const forget = () =>
    caches.delete(CACHE).then(() => {
      held = new Set()
    })

  // The stored copy of the file at url while its end has not passed; one past it goes.
  const copyOf = async (url) => {
    if (!held.has(url) || !(await caches.has(CACHE))) return undefined
    const cache = await caches.open(CACHE)
    const response = await cache.match(url)
    if (response && untilOf(response) > Date.now()) return response
    inTurn(() => cache.delete(url).then(() => held.delete(url)))
    return undefined
  }

  const fileName = (url) => {
    const name = new URL(url).pathname.split('/').pop().replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100)
    return name || 'document'
  }

  // The copy at the app's own address: a navigation (a new tab) this worker controls, opened offline.
  const answerCopy = async (url) => {
    const response = url ? await copyOf(url) : undefined
    const headers = new Headers({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' })
    if (!response) {
      headers.set('content-type', 'text/plain; charset=utf-8')
      return new Response('There is no offline copy of this document on this device.', { status: 404, headers })
    }
    const type = (response.headers.get('content-type') || '').split(';')[0].trim().toLowerCase()
    const inline = INLINE.has(type)
    headers.set('content-type', inline ? (type === 'text/plain' ? 'text/plain; charset=utf-8' : type) : 'application/octet-stream')
    headers.set('content-disposition', (inline ? 'inline' : 'attachment') + '; filename="' + fileName(url) + '"')
    return new Response(response.body, { status: 200, headers })
  }

  self.addEventListener('message', (event) => {
    const data = event.data
    if (typeof data !== 'object' || data === null) return
    const port = event.ports && event.ports[0]
    const answer = (message) => port && port.postMessage(message)
    if (data.type === ${JSON.stringify(OFFLINE_COPIES_STORE_MESSAGE)}) {
      if (!Array.isArray(data.copies)) {
        answer({ error: 'Not a list of offline copies.' })
        return
      }
      event.waitUntil(
        inTurn(() => store(data.copies)).then(answer, (error) => answer({ error: String((error && error.message) || error) }))
      )
    } else if (data.type === ${JSON.stringify(OFFLINE_COPIES_FORGET_MESSAGE)}) {
      event.waitUntil(inTurn(forget).then(() => answer({ held: [], skipped: [] })))
    }
  })

  self.addEventListener('fetch', (event) => {
    const request = event.request
    if (request.method !== 'GET') return
    const url = new URL(request.url)
    if (url.origin === self.location.origin && url.pathname === PATH) {
      event.respondWith(answerCopy(httpsUrl(url.searchParams.get('u'))))
    } else if (held.has(request.url)) {
      // The file's own link (Workbox has no route for another origin): the copy, else the network.
      event.respondWith(copyOf(request.url).then((response) => response || fetch(request)))
    }
  })
})()
`

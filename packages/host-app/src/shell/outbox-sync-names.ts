// The outbox's Background Sync: the names the page and the service worker share, and the worker's
// code, which build/worker-parts.ts appends to the generated sw.js (service-worker.ts is the page's side).

/** The Background Sync tag the page registers while saves wait in the outbox. */
export const OUTBOX_SYNC_TAG = 'crew-portal-outbox'
/** What the worker posts to the open pages; each answers `{ sent: boolean }` through the message's port. */
export const OUTBOX_FLUSH_MESSAGE = 'crew-portal:flush-outbox'

/** How long the worker waits for a page's answer; the browser limits a sync event's time anyway. */
const ANSWER_WITHIN_MS = 60_000

/** The worker's code, plain ES2017 (the worker file is not transpiled again). */
export const OUTBOX_SYNC_WORKER_CODE = `
;(() => {
  const ask = (client) =>
    new Promise((resolve) => {
      const channel = new MessageChannel()
      const timer = setTimeout(() => resolve(false), ${ANSWER_WITHIN_MS})
      channel.port1.onmessage = (event) => {
        clearTimeout(timer)
        resolve(Boolean(event.data && event.data.sent))
      }
      client.postMessage({ type: ${JSON.stringify(OUTBOX_FLUSH_MESSAGE)} }, [channel.port2])
    })
  self.addEventListener('sync', (event) => {
    if (event.tag !== ${JSON.stringify(OUTBOX_SYNC_TAG)}) return
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (clients) => {
        const answers = await Promise.all(clients.map(ask))
        // No page open, or none could send: the browser tries again later.
        if (!answers.some(Boolean)) throw new Error('No open page sent the outbox.')
      })
    )
  })
})()
`

// The names the page and the service worker share for the outbox's Background Sync
// (build/outbox-sync.ts writes the worker's side; service-worker.ts is the page's).

/** The Background Sync tag the page registers while saves wait in the outbox. */
export const OUTBOX_SYNC_TAG = 'crew-portal-outbox'
/** What the worker posts to the open pages; each answers `{ sent: boolean }` through the message's port. */
export const OUTBOX_FLUSH_MESSAGE = 'crew-portal:flush-outbox'

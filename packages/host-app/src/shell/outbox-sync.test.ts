import { describe, expect, it } from 'vitest'
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG, OUTBOX_SYNC_WORKER_CODE } from './outbox-sync-names.ts'

// The service worker's Background Sync for the outbox (build/worker-parts.ts, docs/offline.md): it
// sends nothing itself; it asks the open pages to, and fails (so the browser tries again) when none did.

type Client = { postMessage(data: unknown, transfer: MessagePort[]): void }

/** The worker's listener, run in a context of its own with a fake `self` and these open pages. */
function workerWith(clients: Client[]): (tag: string) => Promise<unknown> | undefined {
  let listener: ((event: unknown) => void) | undefined
  const self = {
    addEventListener(type: string, callback: (event: unknown) => void) {
      if (type === 'sync') listener = callback
    },
    clients: { matchAll: async () => clients }
  }
  // The worker's global `self`, and nothing else of this page's.
  const run = new Function('self', OUTBOX_SYNC_WORKER_CODE) as (self: unknown) => void
  run(self)
  return (tag) => {
    let waited: Promise<unknown> | undefined
    listener?.({ tag, waitUntil: (promise: Promise<unknown>) => (waited = promise) })
    return waited
  }
}

/** An open page that answers the worker's message as `shell/service-worker.ts` does. */
function page(sent: boolean, seen: unknown[] = []): Client {
  return {
    postMessage(data, [port]) {
      seen.push(data)
      port?.postMessage({ sent })
    }
  }
}

describe('the worker at a Background Sync', () => {
  it('asks each open page to send the outbox, and ends once one has', async () => {
    const seen: unknown[] = []
    const sync = workerWith([page(false, seen), page(true, seen)])
    await expect(sync(OUTBOX_SYNC_TAG)).resolves.toBeUndefined()
    expect(seen).toEqual([{ type: OUTBOX_FLUSH_MESSAGE }, { type: OUTBOX_FLUSH_MESSAGE }])
  })

  it('fails with no page open, or when none could send, so the browser tries again later', async () => {
    await expect(workerWith([])(OUTBOX_SYNC_TAG)).rejects.toThrow('No open page sent the outbox.')
    await expect(workerWith([page(false)])(OUTBOX_SYNC_TAG)).rejects.toThrow('No open page sent the outbox.')
  })

  it('leaves another tag alone', () => {
    expect(workerWith([page(true)])('another-tag')).toBeUndefined()
  })
})

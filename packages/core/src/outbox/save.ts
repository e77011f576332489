// A pilot's save, through the outbox (R-OUTBOX-1), whose code (IndexedDB, the sends) loads with the
// first save: the pages that save carry only this.
import type { OutboxWriteKind, OutboxWriteOf } from './entry.ts'
import type { SaveOutcome } from './store.ts'

/** `saveWrite` of store.ts, once its module has loaded. */
export async function saveWrite<K extends OutboxWriteKind>(write: OutboxWriteOf<K>): Promise<SaveOutcome<K>> {
  return (await import('./store.ts')).saveWrite(write)
}

/** Gives up a save (the pilot's Discard). */
export async function discardOutboxEntry(seq: number): Promise<void> {
  return (await import('./store.ts')).discardOutboxEntry(seq)
}

// What the pages read of the outbox, apart from its code (store.ts: IndexedDB, the sends), which
// loads when a save is made or the app starts: a page chunk carries only these stores.
import { atom, computed } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'
import type { OutboxEntry } from './entry.ts'

/** A save the outbox sent (with the API's answer) or that the API refused, for the area it belongs to. */
export type OutboxSettled =
  { outcome: 'sent'; entry: OutboxEntry; answer: unknown } | { outcome: 'refused'; entry: OutboxEntry }

/** The signed-in account's saves in the outbox, oldest first: waiting, and refused (with `refused`). */
export const $outbox = atom<readonly OutboxEntry[]>([])
/** The saves that wait for the network. */
export const $outboxWaiting = computed($outbox, (entries) => entries.filter((entry) => entry.refused === undefined))
/** The saves the API refused, which wait for the pilot. */
export const $outboxRefused = computed($outbox, (entries) => entries.filter((entry) => entry.refused !== undefined))

const listeners = new Set<(settled: OutboxSettled) => void>()

export const outboxStateWiring: Wiring = { reset: () => $outbox.set([]) }

/** Calls back for each save the outbox sent or saw refused; returns the unsubscribe function. */
export function onOutboxSettled(listener: (settled: OutboxSettled) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells the areas that a save was sent or refused (store.ts). */
export function emitOutboxSettled(settled: OutboxSettled): void {
  for (const listener of listeners) listener(settled)
}

import { atom } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import * as v from 'valibot'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { trackException, trackTrace } from '../telemetry/track.ts'

export const PERSIST_KEY_PREFIX = 'crew-portal:slice:'
/** Larger than any honest slice; a bigger value is someone else's data or an attack. */
export const MAX_SLICE_CHARS = 512 * 1024

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** Session storage (the default: gone with the tab) or local storage (kept across restarts; logout clears it). */
export type SliceStorage = 'session' | 'local'

export interface PersistedSlice<T> {
  readonly name: string
  /** The storage key: namespaced so that foreign data is never mistaken for ours. */
  readonly key: string
  readonly version: number
  readonly $value: ReadableAtom<T>
  get(): T
  /** Validates and writes; an invalid value is logged and not written (returns false). */
  set(value: T): boolean
  /** Read at each configuration, back to the initial value before the next; known to the logout. */
  readonly wiring: Wiring
  /** Forgets the stored value and returns to the initial one. */
  clear(): void
  /** Reads session storage again; a corrupt, foreign or old value is dropped and logged. */
  load(): T
}

// Every wired slice, so that the logout (which clears session storage) can make them all read it again.
const allSlices = new Set<PersistedSlice<unknown>>()

/**
 * Reads every slice from session storage again. After session storage was cleared (logout) each
 * slice is back to its initial value; otherwise memory would keep showing the signed-out user's data.
 */
export function reloadPersistedSlices(): void {
  for (const slice of allSlices) slice.load()
}

/** Forgets every slice, in whichever storage it lives (a logout followed from another tab). */
export function clearPersistedSlices(): void {
  for (const slice of allSlices) slice.clear()
}

type ReadResult<T> = { ok: true; data: T } | { ok: false; reason: string }

/** Parses a stored envelope; never throws. Exported for the property tests. */
export function readEnvelope<T>(raw: string, version: number, schema: v.GenericSchema<unknown, T>): ReadResult<T> {
  if (raw.length > MAX_SLICE_CHARS) return { ok: false, reason: `larger than ${MAX_SLICE_CHARS} characters` }
  let polluted = false
  let parsed: unknown
  try {
    parsed = JSON.parse(raw, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) polluted = true
      return value
    })
  } catch {
    return { ok: false, reason: 'not JSON' }
  }
  if (polluted) return { ok: false, reason: 'contains a __proto__, constructor or prototype key' }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    !('v' in parsed) ||
    !('data' in parsed)
  ) {
    return { ok: false, reason: 'not a { v, data } envelope' }
  }
  const envelope = parsed as { v: unknown; data: unknown }
  // The stored version is untrusted: never String() it (an object with a bad toString would throw).
  if (envelope.v !== version)
    return {
      ok: false,
      reason: `version ${typeof envelope.v === 'number' ? envelope.v : typeof envelope.v} is not ${version}`
    }
  const result = v.safeParse(schema, envelope.data)
  if (!result.success) {
    const issue = result.issues[0]
    const where = issue.path?.map((item) => String(item.key)).join('.') || 'data'
    return { ok: false, reason: `${where}: ${issue.message}` }
  }
  return { ok: true, data: result.output }
}

/**
 * A slice: a store held in session (or local) storage as `{ v: version, data }` under a namespaced key. It is read
 * when the core is configured and written on every set. What comes back from storage is
 * untrusted: anything that does not validate is dropped and logged, never thrown.
 */
export function persistedSlice<T>(
  name: string,
  version: number,
  schema: v.GenericSchema<unknown, T>,
  initial: T,
  storage: SliceStorage = 'session'
): PersistedSlice<T> {
  const key = `${PERSIST_KEY_PREFIX}${name}`
  const $value = atom<T>(initial)
  const store = () => (storage === 'local' ? getEnvironment().localStorage : getEnvironment().sessionStorage)

  const drop = (reason: string): T => {
    trackTrace('Dropped a persisted slice', { slice: name, reason })
    try {
      store().removeItem(key)
    } catch (error) {
      trackException(error, { slice: name, source: 'persist' })
    }
    $value.set(initial)
    return initial
  }

  const slice: PersistedSlice<T> = {
    name,
    key,
    version,
    $value,
    get: () => $value.get(),
    set(value) {
      const result = v.safeParse(schema, value)
      if (!result.success) {
        trackTrace('Refused to persist an invalid slice value', { slice: name, reason: result.issues[0].message })
        return false
      }
      $value.set(result.output)
      try {
        store().setItem(key, JSON.stringify({ v: version, data: result.output }))
      } catch (error) {
        // Quota or privacy mode: the value still lives in memory for this page.
        trackException(error, { slice: name, source: 'persist' })
      }
      return true
    },
    clear() {
      $value.set(initial)
      try {
        store().removeItem(key)
      } catch (error) {
        trackException(error, { slice: name, source: 'persist' })
      }
    },
    load() {
      let raw: string | null
      try {
        raw = store().getItem(key)
      } catch (error) {
        trackException(error, { slice: name, source: 'persist' })
        $value.set(initial)
        return initial
      }
      if (raw === null) {
        $value.set(initial)
        return initial
      }
      const result = readEnvelope(raw, version, schema)
      if (!result.ok) return drop(result.reason)
      $value.set(result.data)
      return result.data
    },
    wiring: {
      listen: () => allSlices.add(slice as PersistedSlice<unknown>),
      configure: () => slice.load(),
      reset: () => $value.set(initial)
    }
  }

  return slice
}

import type { Timers } from '../environment/types.ts'
import type { FlagClient, FlagClientRequest, FlagContext } from '../ports/flags.ts'

type Listener = (...args: unknown[]) => void

/** How the fake's waitForInitialization behaves: succeed, fail with an error, or never answer. */
export type FakeInitialization = 'ready' | 'hang' | Error

/** A LaunchDarkly client stand-in with the SDK's shape, for tests and stories. */
export interface FakeFlagClient extends FlagClient {
  readonly request: FlagClientRequest
  /** The current flag values; change them with setFlag so listeners hear it. */
  readonly flags: Record<string, unknown>
  /** The initial context, then every identified one. */
  readonly contexts: FlagContext[]
  /** The timeouts (seconds) waitForInitialization was called with. */
  readonly waitTimeouts: (number | undefined)[]
  initialization: FakeInitialization
  /** When set, identify rejects with it. */
  identifyError?: Error
  closed: boolean
  /** Sets a flag and emits `change` as the SDK does (`{ key: { current, previous } }`). */
  setFlag(key: string, value: unknown): void
  /** Emits any SDK event, e.g. `error`. */
  emit(event: string, ...args: unknown[]): void
  listenerCount(event: string): number
}

/** An Error shaped like launchdarkly-js-sdk-common's (they are told apart by `name`). */
export function launchDarklyError(name: string, message: string): Error {
  const error = new Error(message)
  error.name = name
  return error
}

export function fakeFlagClient(
  request: FlagClientRequest,
  values: Record<string, unknown> = {},
  timers?: Timers
): FakeFlagClient {
  const listeners = new Map<string, Set<Listener>>()
  const client: FakeFlagClient = {
    request,
    flags: { ...values },
    contexts: [request.context],
    waitTimeouts: [],
    initialization: 'ready',
    closed: false,
    on(event, callback) {
      const set = listeners.get(event) ?? new Set()
      set.add(callback)
      listeners.set(event, set)
    },
    off(event, callback) {
      listeners.get(event)?.delete(callback)
    },
    variation(key, defaultValue) {
      return Object.hasOwn(client.flags, key) ? client.flags[key] : defaultValue
    },
    allFlags() {
      return { ...client.flags }
    },
    async identify(context) {
      client.contexts.push(context)
      if (client.identifyError) throw client.identifyError
      return client.allFlags()
    },
    waitForInitialization(timeout) {
      client.waitTimeouts.push(timeout)
      const outcome = client.initialization
      if (outcome === 'ready') return Promise.resolve()
      if (outcome instanceof Error) return Promise.reject(outcome)
      // Like the SDK: without a timeout it waits for ever; with one it rejects when it runs out.
      return new Promise((_resolve, reject) => {
        if (timeout !== undefined && timers) {
          timers.setTimeout(
            () => reject(launchDarklyError('LaunchDarklyTimeoutError', `timed out after ${timeout} seconds`)),
            timeout * 1000
          )
        }
      })
    },
    async close() {
      client.closed = true
      listeners.clear()
    },
    setFlag(key, value) {
      const previous = client.flags[key]
      client.flags[key] = value
      client.emit('change', { [key]: { current: value, previous } })
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
    listenerCount(event) {
      return listeners.get(event)?.size ?? 0
    }
  }
  return client
}

import { atom, computed, map } from 'nanostores'
import { $user, authWiring } from '../auth/store.ts'
import type { UserProfile } from '../ports/auth.ts'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import type { Environment } from '../environment/types.ts'
import { toggleFeaturesSlice } from '../persist/slices.ts'
import type { ToggleFeaturesState } from '../persist/slices.ts'
import { $isBat, sessionStateWiring } from '../session/state.ts'
import { trackException } from '../telemetry/track.ts'
import { flagContextFor, sameFlagContext } from './context.ts'
import { flagErrorKind } from './errors.ts'
import { KNOWN_FLAGS, defaultFeatures, featureFlag, featuresFromStored, flagValuesOf } from './flags.ts'
import type { Features } from './flags.ts'
import { launchDarklyClientFactory } from './launchdarkly.ts'
import { systemNotificationsFor } from './notifications.ts'
import { FLAG_INITIALIZATION_TIMEOUT_SECONDS, flagOptionsFromSettings } from './options.ts'
import type { FlagClient, FlagClientState, FlagContext } from '../ports/flags.ts'

/** R-FLAGS-1: idle until started, then initializing, then ready or failed. */
export const $flagClientState = atom<FlagClientState>('idle')
/** The app's feature service: every known flag by name. */
export const $features = map<Features>(defaultFeatures())
/** The banners the flags ask for, for this user's audience (R-FLAGS-6). */
export const $systemNotifications = computed([$features, $isBat], systemNotificationsFor)

interface Running {
  client?: FlagClient
  context: FlagContext
  stopListening: (() => void)[]
}

let running: Running | undefined
let started: Promise<void> | undefined
// An error the SDK both emits and rejects with is logged once.
let logged = new WeakSet<object>()

function logFlagError(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return
    logged.add(error)
  }
  trackException(error, { source: 'flags', kind: flagErrorKind(error) })
}

function pushFlags(client: FlagClient): void {
  const next = defaultFeatures()
  for (const name of KNOWN_FLAGS) {
    let value: unknown
    try {
      value = client.variation(name, null)
    } catch (error) {
      logFlagError(error)
      value = null
    }
    next[name] = featureFlag(name, value ?? null)
  }
  $features.set(next)
  // The slice validates what it stores: a value it refuses is logged and the last good one kept.
  toggleFeaturesSlice.set(flagValuesOf(next) as ToggleFeaturesState)
}

/**
 * A reload shows the last flags this session saw (the ToggleFeatures slice) at once, instead of no
 * banner until the SDK answers; with flags disabled nothing is shown from storage.
 */
function seedFromSlice(env: Environment): void {
  if (env.settings.featureFlags.isEnabled !== true) return
  $features.set(featuresFromStored(toggleFeaturesSlice.get()))
}

function identify(run: Running, user: UserProfile | null): void {
  const context = flagContextFor(user)
  if (sameFlagContext(context, run.context)) return
  run.context = context
  run.client?.identify(context).catch(logFlagError)
}

/**
 * Starts the flag client when settings.featureFlags.isEnabled is true (otherwise it stays idle).
 * Never throws: a failure is logged, the state becomes 'failed' and $features keeps what it had
 * (the defaults, or the session's last flags from the ToggleFeatures slice).
 * Calling it again returns the first start.
 */
export function startFlags(): Promise<void> {
  if (started) return started
  const env = getEnvironment()
  if (env.settings.featureFlags.isEnabled !== true) return Promise.resolve()
  const run: Running = { context: flagContextFor($user.get()), stopListening: [] }
  running = run
  seedFromSlice(env)
  $flagClientState.set('initializing')
  started = connect(run)
  return started
}

async function connect(run: Running): Promise<void> {
  const env = getEnvironment()
  const isCurrent = () => running === run
  const fail = (error: unknown) => {
    if (!isCurrent()) return
    logFlagError(error)
    $flagClientState.set('failed')
  }
  let client: FlagClient
  try {
    const options = flagOptionsFromSettings(env.settings)
    const factory = env.flagClientFactory ?? launchDarklyClientFactory
    client = await factory({ clientSideId: env.settings.featureFlags.apiKey, context: run.context, options })
  } catch (error) {
    fail(error)
    return
  }
  if (!isCurrent()) {
    // The core was reset while the SDK loaded: this client belongs to nobody.
    void client.close().catch(() => undefined)
    return
  }
  run.client = client
  const onError = (error: unknown) => logFlagError(error)
  const onChange = () => pushFlags(client)
  client.on('error', onError)
  client.on('change', onChange)
  run.stopListening.push(
    () => client.off('error', onError),
    () => client.off('change', onChange),
    $user.listen((user) => identify(run, user))
  )
  // A user who signed in while the SDK loaded is identified now.
  identify(run, $user.get())
  try {
    await client.waitForInitialization(FLAG_INITIALIZATION_TIMEOUT_SECONDS)
  } catch (error) {
    fail(error)
    return
  }
  if (!isCurrent()) return
  pushFlags(client)
  $flagClientState.set('ready')
}

/**
 * Resolves once the flags have answered or failed (R-FLAGS-1), so what may wait behind the system
 * notifications does; at once when the settings turn the flags off, as nothing will answer.
 */
export function flagsAnswered(): Promise<void> {
  if (getEnvironment().settings.featureFlags.isEnabled !== true) return Promise.resolve()
  return new Promise((resolve) => {
    const settled = (state: FlagClientState) => state === 'ready' || state === 'failed'
    if (settled($flagClientState.get())) {
      resolve()
      return
    }
    const stop = $flagClientState.listen((state) => {
      if (!settled(state)) return
      stop()
      resolve()
    })
  })
}

/** Stops the client and returns every flag store to its start. */
export function stopFlags(): void {
  const run = running
  running = undefined
  started = undefined
  logged = new WeakSet()
  if (run) {
    for (const stop of run.stopListening) stop()
    void run.client?.close().catch(() => undefined)
  }
  $flagClientState.set('idle')
  $features.set(defaultFeatures())
}

/** The flags start from the session's last values, read after their slice; a new configuration stops the client. */
export const flagsWiring: Wiring = {
  after: [toggleFeaturesSlice.wiring, authWiring, sessionStateWiring],
  configure: seedFromSlice,
  reset: stopFlags
}

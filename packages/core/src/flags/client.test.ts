import { beforeEach, describe, expect, it, vi } from 'vitest'
import { $user } from '../auth/store.ts'
import { configureCrewPortal } from '../environment/configure.ts'
import { toggleFeaturesSlice } from '../persist/slices.ts'
import { $isBat } from '../session/state.ts'
import {
  configureTestCrewPortal,
  createTestEnvironment,
  fakeFlagClient,
  launchDarklyError,
  testUser
} from '../test/index.ts'
import type { FakeFlagClient, TestEnvironment, TestEnvironmentOptions } from '../test/index.ts'
import { $features, $flagClientState, $systemNotifications, flagsAnswered, startFlags, stopFlags } from './index.ts'
import type { FlagClient } from './index.ts'

const batMessage = { message: 'BAT simulator closed Friday', variant: 'info' }
const ftoMessage = { message: 'FTO briefing moved', variant: 'info' }
const globalMessage = { message: 'Maintenance tonight', variant: 'critical' }

function enabled(options: TestEnvironmentOptions = {}): TestEnvironment {
  const env = configureTestCrewPortal({
    settings: { featureFlags: { apiKey: 'crew-portal-local', isEnabled: true, baseUrl: 'https://localhost:4283' } },
    flags: {
      PilotWebAppSystemNotificationBat: batMessage,
      PilotWebAppSystemNotificationCatFto: ftoMessage,
      PilotWebGlobalNotification: globalMessage
    },
    ...options
  })
  $user.set(env.auth.user)
  return env
}

function onlyClient(env: TestEnvironment): FakeFlagClient {
  expect(env.flagClients).toHaveLength(1)
  return env.flagClients[0] as FakeFlagClient
}

function values() {
  return Object.fromEntries(Object.values($features.get()).map((flag) => [flag.name, flag.value]))
}

/** A turn of the event loop: what the fakes do in memory has run; what waits on the test has not. */
const aTurn = () => new Promise((resolve) => setTimeout(resolve, 0))

let env: TestEnvironment

describe('starting the flag client', () => {
  it('does nothing while settings say isEnabled is false', async () => {
    env = configureTestCrewPortal()
    await startFlags()
    expect($flagClientState.get()).toBe('idle')
    expect(env.flagClients).toEqual([])
  })

  it('also stays idle for an isEnabled that is not boolean true', async () => {
    env = configureTestCrewPortal({
      settings: { featureFlags: { apiKey: 'x', isEnabled: 'true' as unknown as boolean } }
    })
    await startFlags()
    expect($flagClientState.get()).toBe('idle')
  })

  it('goes initializing, then ready, and pushes every known flag to $features', async () => {
    env = enabled()
    const start = startFlags()
    expect($flagClientState.get()).toBe('initializing')
    await start
    expect($flagClientState.get()).toBe('ready')
    expect(values()).toEqual({
      PilotWebAppSystemNotificationCatFto: ftoMessage,
      PilotWebAppSystemNotificationBat: batMessage,
      PilotWebGlobalNotification: globalMessage
    })
    expect($features.get().PilotWebGlobalNotification).toEqual({
      name: 'PilotWebGlobalNotification',
      isActive: true,
      value: globalMessage
    })
  })

  it('creates the client with the environment id, the validated options and the user context', async () => {
    env = enabled()
    await startFlags()
    const client = onlyClient(env)
    expect(client.request.clientSideId).toBe('crew-portal-local')
    expect(client.request.options).toMatchObject({
      baseUrl: 'https://localhost:4283',
      eventCapacity: 100,
      flushInterval: 2000
    })
    expect(client.request.context).toEqual({
      kind: 'user',
      key: testUser.email,
      name: 'Alex Morgan',
      email: testUser.email,
      anonymous: false
    })
  })

  it('waits for initialization at most 5 seconds', async () => {
    env = enabled()
    await startFlags()
    const [timeout] = onlyClient(env).waitTimeouts
    expect(timeout).toBeGreaterThan(0)
    expect(timeout).toBeLessThanOrEqual(5)
  })

  it('starts once, however often it is asked', async () => {
    env = enabled()
    const first = startFlags()
    expect(startFlags()).toBe(first)
    await first
    await startFlags()
    expect(env.flagClients).toHaveLength(1)
  })

  it('starts anonymous when nobody is signed in', async () => {
    env = enabled({ user: null })
    await startFlags()
    expect(onlyClient(env).request.context).toEqual({ key: 'anon', anonymous: true })
  })

  it('treats a missing flag as inactive with a null value', async () => {
    env = enabled({ flags: {} })
    await startFlags()
    expect($features.get().PilotWebAppSystemNotificationBat).toEqual({
      name: 'PilotWebAppSystemNotificationBat',
      isActive: false,
      value: null
    })
  })
})

describe('flag changes', () => {
  it('pushes every known flag again on each change', async () => {
    env = enabled()
    await startFlags()
    const client = onlyClient(env)
    client.setFlag('PilotWebGlobalNotification', { message: 'Back online', variant: 'global' })
    expect($features.get().PilotWebGlobalNotification.value).toEqual({ message: 'Back online', variant: 'global' })
    client.setFlag('PilotWebAppSystemNotificationBat', null)
    expect($features.get().PilotWebAppSystemNotificationBat).toMatchObject({ isActive: false, value: null })
  })

  it('feeds the system notifications for the user’s audience', async () => {
    env = enabled()
    await startFlags()
    $isBat.set(false)
    expect($systemNotifications.get().map((n) => n.message)).toEqual([ftoMessage.message, globalMessage.message])
    $isBat.set(true)
    expect($systemNotifications.get().map((n) => [n.message, n.variant])).toEqual([
      [batMessage.message, 'informative'],
      [globalMessage.message, 'critical']
    ])
    onlyClient(env).setFlag('PilotWebAppSystemNotificationBat', { message: '' })
    expect($systemNotifications.get().map((n) => n.flag)).toEqual(['PilotWebGlobalNotification'])
  })

  it('logs a variation that throws and keeps the default', async () => {
    env = enabled()
    env.flagClientFactory = (request) => {
      const client = fakeFlagClient(request, {})
      client.variation = () => {
        throw new Error('variation broke')
      }
      env.flagClients.push(client)
      return client
    }
    await startFlags()
    expect($flagClientState.get()).toBe('ready')
    expect(values()).toEqual({
      PilotWebAppSystemNotificationCatFto: null,
      PilotWebAppSystemNotificationBat: null,
      PilotWebGlobalNotification: null
    })
    expect(env.telemetry.records.filter((r) => r.name === 'variation broke')).toHaveLength(3)
  })
})

describe('identifying the user', () => {
  it('identifies a newly signed-in user by e-mail and name', async () => {
    env = enabled({ user: null })
    await startFlags()
    $user.set({ ...testUser, email: 'fto.pilot@example.com', givenName: 'Sam', lastName: 'Rivera' })
    expect(onlyClient(env).contexts.at(-1)).toEqual({
      kind: 'user',
      key: 'fto.pilot@example.com',
      name: 'Sam Rivera',
      email: 'fto.pilot@example.com',
      anonymous: false
    })
  })

  it('reverts to the anonymous identity on sign-out', async () => {
    env = enabled()
    await startFlags()
    $user.set(null)
    expect(onlyClient(env).contexts.at(-1)).toEqual({ key: 'anon', anonymous: true })
  })

  it('does not identify again when the same user is set again', async () => {
    env = enabled()
    await startFlags()
    $user.set({ ...testUser })
    expect(onlyClient(env).contexts).toHaveLength(1)
  })

  it('identifies a user who signed in while the SDK was loading', async () => {
    env = enabled({ user: null })
    const start = startFlags()
    $user.set(testUser)
    await start
    expect(onlyClient(env).contexts.map((c) => c.key)).toEqual(['anon', testUser.email])
  })

  it('logs a failed identify without failing the client', async () => {
    env = enabled()
    await startFlags()
    const client = onlyClient(env)
    client.identifyError = launchDarklyError('LaunchDarklyInvalidUserError', 'Invalid context')
    $user.set(null)
    await vi.waitFor(() => expect(env.telemetry.records).not.toHaveLength(0))
    expect($flagClientState.get()).toBe('ready')
    expect(env.telemetry.records).toMatchObject([
      { kind: 'exception', name: 'Invalid context', properties: { source: 'flags', kind: 'invalid-context' } }
    ])
  })
})

describe('waiting for the flags to answer', () => {
  const answeredYet = async (answer: Promise<void>) => {
    let answered = false
    void answer.then(() => (answered = true))
    await aTurn()
    return answered
  }

  it('answers at once while settings turn the flags off', async () => {
    env = configureTestCrewPortal()
    expect(await answeredYet(flagsAnswered())).toBe(true)
  })

  it('waits for a client not started yet, and answers once it is ready', async () => {
    env = enabled()
    const answer = flagsAnswered()
    expect(await answeredYet(answer)).toBe(false)
    await startFlags()
    expect(await answeredYet(answer)).toBe(true)
    expect(await answeredYet(flagsAnswered())).toBe(true)
  })

  it('answers when the client fails too', async () => {
    env = enabled()
    env.flagClientFactory = () => Promise.reject(new Error('the SDK could not load'))
    const answer = flagsAnswered()
    await startFlags()
    expect($flagClientState.get()).toBe('failed')
    expect(await answeredYet(answer)).toBe(true)
  })
})

describe('failures', () => {
  it('fails without throwing when initialization fails, keeping defaults, logging once', async () => {
    env = enabled()
    const error = launchDarklyError('LaunchDarklyFlagFetchError', 'network error (TypeError: Failed to fetch)')
    env.flagClientFactory = (request) => {
      const client = fakeFlagClient(request, env.flagValues)
      client.initialization = error
      env.flagClients.push(client)
      // The SDK reports the same error to error listeners before rejecting.
      queueMicrotask(() => client.emit('error', error))
      return client
    }
    await expect(startFlags()).resolves.toBeUndefined()
    expect($flagClientState.get()).toBe('failed')
    expect(values()).toEqual({
      PilotWebAppSystemNotificationCatFto: null,
      PilotWebAppSystemNotificationBat: null,
      PilotWebGlobalNotification: null
    })
    expect(env.telemetry.records).toMatchObject([
      { kind: 'exception', error, properties: { source: 'flags', kind: 'network-error' } }
    ])
  })

  it('fails when the flag service does not answer within the timeout', async () => {
    env = enabled()
    env.flagValues = {}
    const original = env.flagClientFactory
    env.flagClientFactory = async (request) => {
      const client = (await original?.(request)) as FakeFlagClient
      client.initialization = 'hang'
      return client
    }
    const start = startFlags()
    // The client waits for its initialization, with the time limit on the fake clock.
    await vi.waitFor(() => expect(env.flagClients[0]?.waitTimeouts).toHaveLength(1))
    env.clock.advance(4999)
    await aTurn()
    expect($flagClientState.get()).toBe('initializing')
    env.clock.advance(1)
    await start
    expect($flagClientState.get()).toBe('failed')
    expect(env.telemetry.records[0]?.properties).toEqual({ source: 'flags', kind: 'initialization-timeout' })
  })

  it('fails when the SDK cannot be created', async () => {
    env = enabled()
    env.flagClientFactory = async () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    await startFlags()
    expect($flagClientState.get()).toBe('failed')
    expect(env.telemetry.records[0]).toMatchObject({
      kind: 'exception',
      name: 'Failed to fetch dynamically imported module'
    })
  })

  it('fails on options that break R-FLAGS-5, before creating a client', async () => {
    env = enabled({ settings: { featureFlags: { apiKey: 'x', isEnabled: true, baseUrl: 'ftp://flags.test' } } })
    await startFlags()
    expect($flagClientState.get()).toBe('failed')
    expect(env.flagClients).toEqual([])
    expect(env.telemetry.records[0]).toMatchObject({ properties: { kind: 'invalid-options' } })
    expect(env.telemetry.records[0]?.name).toContain('baseUrl')
  })

  it('logs SDK errors after start and stays ready', async () => {
    env = enabled()
    await startFlags()
    onlyClient(env).emit(
      'error',
      launchDarklyError('LaunchDarklyUnexpectedResponseError', 'received 503 for event posting')
    )
    expect($flagClientState.get()).toBe('ready')
    expect(env.telemetry.records).toMatchObject([{ kind: 'exception', properties: { kind: 'unexpected-response' } }])
  })
})

describe('stopping', () => {
  it('closes the client, stops listening and returns the stores to their start', async () => {
    env = enabled()
    await startFlags()
    const client = onlyClient(env)
    stopFlags()
    expect(client.closed).toBe(true)
    expect(client.listenerCount('change')).toBe(0)
    expect($flagClientState.get()).toBe('idle')
    expect($features.get().PilotWebGlobalNotification.value).toBeNull()
    $user.set(null)
    expect(client.contexts).toHaveLength(1)
  })

  it('happens on every new configuration, and the next start creates a new client', async () => {
    env = enabled()
    await startFlags()
    const first = onlyClient(env)
    const next = createTestEnvironment({ settings: { featureFlags: { apiKey: 'y', isEnabled: true } } })
    configureCrewPortal(next)
    expect(first.closed).toBe(true)
    await startFlags()
    expect(next.flagClients).toHaveLength(1)
  })

  it('closes a client that arrives after the core was reset', async () => {
    env = enabled()
    let release: (client: FlagClient) => void = () => undefined
    const late = fakeFlagClient({ clientSideId: 'x', context: { key: 'anon', anonymous: true }, options: {} })
    env.flagClientFactory = () => new Promise<FlagClient>((resolve) => (release = resolve))
    const start = startFlags()
    stopFlags()
    release(late)
    await start
    expect(late.closed).toBe(true)
    expect(late.listenerCount('change')).toBe(0)
    expect($flagClientState.get()).toBe('idle')
  })

  it('ignores an initialization that ends after the core was reset', async () => {
    env = enabled()
    let fail: (error: Error) => void = () => undefined
    let initializing: () => void = () => undefined
    const initialization = new Promise<void>((resolve) => (initializing = resolve))
    env.flagClientFactory = (request) => {
      const client = fakeFlagClient(request)
      client.waitForInitialization = () =>
        new Promise((_resolve, reject) => {
          fail = reject
          initializing()
        })
      return client
    }
    const start = startFlags()
    await initialization
    stopFlags()
    fail(new Error('late'))
    await start
    expect($flagClientState.get()).toBe('idle')
    expect(env.telemetry.records).toEqual([])
  })
})

beforeEach(() => {
  stopFlags()
})

describe('the ToggleFeatures slice (R-FLAGS-2): a reload shows the last flags at once', () => {
  const flagSettings = {
    featureFlags: { apiKey: 'crew-portal-local', isEnabled: true, baseUrl: 'https://localhost:4283' }
  }

  /** A reload: a fresh environment whose session storage holds what `from` stored. */
  function reloadFrom(from: TestEnvironment, options: TestEnvironmentOptions = {}): TestEnvironment {
    const next = createTestEnvironment({ settings: flagSettings, ...options })
    for (const [key, value] of from.sessionStorage.data) next.sessionStorage.setItem(key, value)
    configureCrewPortal(next)
    return next
  }

  function stored(from: TestEnvironment): unknown {
    return JSON.parse(from.sessionStorage.getItem(toggleFeaturesSlice.key)!).data
  }

  it('stores the known flags’ values on start and on every change', async () => {
    env = enabled()
    await startFlags()
    expect(stored(env)).toEqual({
      PilotWebAppSystemNotificationCatFto: ftoMessage,
      PilotWebAppSystemNotificationBat: batMessage,
      PilotWebGlobalNotification: globalMessage
    })
    onlyClient(env).setFlag('PilotWebGlobalNotification', null)
    expect(stored(env)).toMatchObject({ PilotWebGlobalNotification: null })
  })

  it('after a reload the banners are there before the SDK answers', async () => {
    env = enabled()
    await startFlags()
    const reloaded = reloadFrom(env)
    expect($flagClientState.get()).toBe('idle')
    expect(values()).toEqual({
      PilotWebAppSystemNotificationCatFto: ftoMessage,
      PilotWebAppSystemNotificationBat: batMessage,
      PilotWebGlobalNotification: globalMessage
    })
    expect($systemNotifications.get().map((n) => n.message)).toEqual([ftoMessage.message, globalMessage.message])
    // ... and the SDK's answer replaces them.
    reloaded.flagValues = { PilotWebGlobalNotification: { message: 'New', variant: 'global' } }
    await startFlags()
    expect($systemNotifications.get().map((n) => n.message)).toEqual(['New'])
  })

  it('startFlags seeds from the slice too (after stopFlags returned the defaults)', async () => {
    env = enabled()
    toggleFeaturesSlice.set({ PilotWebGlobalNotification: globalMessage })
    stopFlags()
    expect(values().PilotWebGlobalNotification).toBeNull()
    env.flagClientFactory = () => new Promise<FlagClient>(() => undefined)
    void startFlags()
    expect(values().PilotWebGlobalNotification).toEqual(globalMessage)
  })

  it('a failed SDK keeps the stored flags', async () => {
    env = enabled()
    await startFlags()
    const reloaded = reloadFrom(env)
    reloaded.flagClientFactory = async () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    await startFlags()
    expect($flagClientState.get()).toBe('failed')
    expect(values().PilotWebGlobalNotification).toEqual(globalMessage)
  })

  it('shows nothing from storage when flags are disabled', async () => {
    env = enabled()
    await startFlags()
    reloadFrom(env, { settings: { featureFlags: { apiKey: 'x', isEnabled: false } } })
    expect($systemNotifications.get()).toEqual([])
  })

  it('a tampered slice injects nothing: unknown keys ignored, values parsed like the SDK’s', () => {
    const tampered = createTestEnvironment({ settings: flagSettings })
    tampered.sessionStorage.setItem(
      toggleFeaturesSlice.key,
      JSON.stringify({
        v: 1,
        data: {
          SomethingElse: { message: 'not a known flag' },
          PilotWebGlobalNotification: { message: '<img src=x onerror=alert(1)>', variant: '"><script>' },
          PilotWebAppSystemNotificationCatFto: ['not', 'a', 'notification']
        }
      })
    )
    configureCrewPortal(tampered)
    expect(Object.keys($features.get())).toEqual([
      'PilotWebAppSystemNotificationCatFto',
      'PilotWebAppSystemNotificationBat',
      'PilotWebGlobalNotification'
    ])
    // The message is text for the banner (rendered as text), the variant falls back to the default.
    expect($systemNotifications.get()).toEqual([
      { flag: 'PilotWebGlobalNotification', message: '<img src=x onerror=alert(1)>', variant: 'global' }
    ])
  })

  it('a corrupt slice is dropped and the defaults shown', () => {
    const corrupt = createTestEnvironment({ settings: flagSettings })
    corrupt.sessionStorage.setItem(toggleFeaturesSlice.key, '{"v":1,"data":{"__proto__":{"message":"x"}}}')
    configureCrewPortal(corrupt)
    expect($systemNotifications.get()).toEqual([])
    expect(corrupt.sessionStorage.getItem(toggleFeaturesSlice.key)).toBeNull()
  })
})

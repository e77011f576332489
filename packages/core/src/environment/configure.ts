import { atom } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { Environment } from './types.ts'

let current: Environment | undefined
const resetters = new Set<() => void>()
const configureListeners = new Set<(environment: Environment) => void>()

export class CrewPortalNotConfiguredError extends Error {
  constructor() {
    super('Crew Portal is not configured: call configureCrewPortal() before using the core.')
    this.name = 'CrewPortalNotConfiguredError'
  }
}

const $configured = atom(false)
/**
 * Whether the core is configured, as a store: an element that rendered before the page configured
 * the core (a partner configuring late) renders its connected view the moment it is.
 */
export const $crewPortalConfigured: ReadableAtom<boolean> = $configured

/** Sets the environment the whole core runs in. Call once per page (tests: once per test). */
export function configureCrewPortal(environment: Environment): void {
  resetCrewPortal()
  current = environment
  for (const listener of configureListeners) listener(environment)
  $configured.set(true)
}

export function getEnvironment(): Environment {
  if (!current) throw new CrewPortalNotConfiguredError()
  return current
}

export function isCrewPortalConfigured(): boolean {
  return current !== undefined
}

/**
 * Areas register how to return their module state to the start, so that a new configuration
 * (the next test, another story) never sees the previous one's users, banners or timers.
 */
export function onReset(reset: () => void): void {
  resetters.add(reset)
}

/**
 * Areas whose stores start from the configuration (the remote configuration's defaults come
 * from the settings file) seed them here, right after a new environment is set. An area loaded
 * after the configuration (a page's chunk, loaded on demand) is seeded at once, as if it had been
 * there when it was set.
 */
export function onConfigure(listener: (environment: Environment) => void): void {
  configureListeners.add(listener)
  if (current) listener(current)
}

export function resetCrewPortal(): void {
  for (const reset of resetters) reset()
  current = undefined
  $configured.set(false)
}

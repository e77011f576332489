import type { Environment } from './types.ts'

let current: Environment | undefined
const resetters = new Set<() => void>()

export class CrewPortalNotConfiguredError extends Error {
  constructor() {
    super('Crew Portal is not configured: call configureCrewPortal() before using the core.')
    this.name = 'CrewPortalNotConfiguredError'
  }
}

/** Sets the environment the whole core runs in. Call once per page (tests: once per test). */
export function configureCrewPortal(environment: Environment): void {
  resetCrewPortal()
  current = environment
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

export function resetCrewPortal(): void {
  for (const reset of resetters) reset()
  current = undefined
}

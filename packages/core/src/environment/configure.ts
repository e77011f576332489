import { atom, computed } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { Environment } from './types.ts'

let current: Environment | undefined

/**
 * What an area of the core does at the core's moments. Importing an area does nothing: the code that
 * loads it wires it (docs/architecture.md, "The start order"), and wiring an area first wires the
 * areas it reads (`after`), so their state is seeded before its own.
 */
export interface Wiring {
  /** The areas whose state this one reads: wired before it. */
  readonly after?: readonly Wiring[]
  /** Starts the area's listeners to other areas' events, once, when it is wired. */
  readonly listen?: () => void
  /** Seeds the area from a new environment: at each configuration, and at once when wired after one. */
  readonly configure?: (environment: Environment) => void
  /** Returns the area's state to its start before a new configuration (the next test, another story). */
  readonly reset?: () => void
}

/** The wired areas, each after the areas it reads; `taken` also holds one whose `after` is being wired. */
const wired: Wiring[] = []
const taken = new Set<Wiring>()

export class CrewPortalNotConfiguredError extends Error {
  constructor() {
    super('Crew Portal is not configured: call configureCrewPortal() before using the core.')
    this.name = 'CrewPortalNotConfiguredError'
  }
}

const $environment = atom<Environment | undefined>(undefined)
/** The environment in force, as a store: what is read from the settings follows each configuration. */
export const $crewPortalEnvironment: ReadableAtom<Environment | undefined> = $environment
/**
 * Whether the core is configured, as a store: an element that rendered before the page configured
 * the core (a partner configuring late) renders its connected view the moment it is.
 */
export const $crewPortalConfigured: ReadableAtom<boolean> = computed(
  $environment,
  (environment) => environment !== undefined
)

/** Sets the environment the whole core runs in. Call once per page (tests: once per test). */
export function configureCrewPortal(environment: Environment): void {
  resetCrewPortal()
  current = environment
  for (const area of wired) area.configure?.(environment)
  $environment.set(environment)
}

export function getEnvironment(): Environment {
  if (!current) throw new CrewPortalNotConfiguredError()
  return current
}

export function isCrewPortalConfigured(): boolean {
  return current !== undefined
}

/**
 * Wires areas, each once and after the areas it reads: its listeners start, and an area wired after
 * the configuration (a page's chunk, loaded on demand) is seeded at once, as if it had been there.
 */
export function wire(...areas: readonly Wiring[]): void {
  for (const area of areas) {
    if (taken.has(area)) continue
    taken.add(area)
    wire(...(area.after ?? []))
    wired.push(area)
    area.listen?.()
    if (current) area.configure?.(current)
  }
}

/** How many areas are wired: none until the code that loads one wires it. */
export function wiredAreaCount(): number {
  return wired.length
}

export function resetCrewPortal(): void {
  for (const area of wired) area.reset?.()
  current = undefined
  $environment.set(undefined)
}

import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isRecord } from '../service-http/body.ts'
import { jsonFile } from '../service-http/json-file.ts'
import {
  FLAG_DEFINITIONS,
  FLAG_KEYS,
  isFlagKey,
  validateNotificationValue,
  type FlagKey,
  type NotificationValue
} from './definitions.ts'
import type { FlagState } from './evaluate.ts'

export const FLAG_STATE_FILE = 'flags.json'

/**
 * Flag values and versions, persisted in the data folder so a changed flag survives a restart of
 * `npm start`. Versions only ever grow (also across a reset): the SDK ignores a patch whose version
 * is not newer than the one it holds.
 */
export class FlagStore {
  readonly #file: string
  readonly #write: (value: unknown) => Promise<void>
  readonly #states = new Map<FlagKey, FlagState>()

  private constructor(dataDir: string) {
    this.#file = join(dataDir, FLAG_STATE_FILE)
    this.#write = jsonFile(this.#file)
  }

  static async open(dataDir: string, log?: (line: string) => void): Promise<FlagStore> {
    await mkdir(dataDir, { recursive: true })
    const store = new FlagStore(dataDir)
    store.#seed(0)
    const saved = await readFile(store.#file, 'utf8').catch(() => undefined)
    if (saved !== undefined) {
      const problem = store.#restore(saved)
      if (problem !== undefined) log?.(`flags: ignoring ${store.#file} (${problem}); using the seeded flags`)
    }
    return store
  }

  get states(): ReadonlyMap<FlagKey, FlagState> {
    return this.#states
  }

  state(key: FlagKey): FlagState {
    const state = this.#states.get(key)
    if (state === undefined) throw new Error(`unknown flag ${key}`)
    return state
  }

  async set(key: FlagKey, value: NotificationValue): Promise<FlagState> {
    const next = { value, version: this.state(key).version + 1, deleted: false }
    this.#states.set(key, next)
    await this.#save()
    return next
  }

  async delete(key: FlagKey): Promise<FlagState> {
    const next = { ...this.state(key), version: this.state(key).version + 1, deleted: true }
    this.#states.set(key, next)
    await this.#save()
    return next
  }

  /** Back to the seeded values, with versions above every earlier one. */
  async reset(): Promise<void> {
    const highest = Math.max(...[...this.#states.values()].map((state) => state.version))
    this.#seed(highest)
    await this.#save()
  }

  #seed(versionBase: number): void {
    for (const key of FLAG_KEYS) {
      this.#states.set(key, { value: { ...FLAG_DEFINITIONS[key].seed }, version: versionBase + 1, deleted: false })
    }
  }

  /** Reads the saved file; a damaged file is reported and the seed stays. */
  #restore(text: string): string | undefined {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return 'not JSON'
    }
    if (!isRecord(parsed) || !isRecord(parsed.flags)) return 'no "flags" object'
    const restored = new Map<FlagKey, FlagState>()
    for (const [key, saved] of Object.entries(parsed.flags)) {
      if (!isFlagKey(key) || !isRecord(saved)) continue
      const value = validateNotificationValue(saved.value)
      const version = saved.version
      if (!value.ok || typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1)
        return `flag ${key} is damaged`
      restored.set(key, { value: value.value, version, deleted: saved.deleted === true })
    }
    for (const [key, state] of restored) this.#states.set(key, state)
    return undefined
  }

  #save(): Promise<void> {
    return this.#write({ flags: Object.fromEntries(this.#states) })
  }
}

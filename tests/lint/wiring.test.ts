// The core starts explicitly (docs/architecture.md, "The start order"): importing a core module
// registers nothing and starts nothing. Each area with state exports a Wiring (its reset, its seeding
// from the configuration, its listeners), the code that loads the area wires it, and wiring an area
// first wires the areas it reads. These tests hold each part of that.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const coreSource = fileURLToPath(new URL('../../packages/core/src/', import.meta.url))
const hostPages = fileURLToPath(new URL('../../packages/host-app/src/pages/', import.meta.url))

/** A statement at the start of a line (module level) that registers a listener. */
const REGISTRATION = /^(?:(?:onRequestFailed|onMount|onSet|onStart|onStop|wire)\(|\$?[\w$]+\.(?:listen|subscribe)\()/gm

export function registrationsAtImport(source: string): number {
  return source.match(REGISTRATION)?.length ?? 0
}

function coreModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'test' ? [] : coreModules(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

interface Module {
  path: string
  source: string
  /** The Wiring constants it exports. */
  wirings: string[]
  /** The persisted slices it defines. */
  slices: string[]
  /** Its value imports of other core modules, with the names taken. */
  imports: { path: string; names: string[] }[]
}

function readModule(path: string): Module {
  const source = readFileSync(path, 'utf8')
  const imports = [...source.matchAll(/^import \{([^}]*)\} from '(\.{1,2}\/[^']+)'/gm)].map(
    ([, list = '', from = '']) => ({
      path: resolve(dirname(path), from),
      names: list
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
    })
  )
  return {
    path,
    source,
    wirings: [...source.matchAll(/^export const (\w+Wiring)\b/gm)].map(([, wiring = '']) => wiring),
    slices: [...source.matchAll(/^export const (\w+Slice) = persistedSlice\b/gm)].map(([, slice = '']) => slice),
    imports: imports.filter((entry) => entry.names.length > 0)
  }
}

const modules = new Map(coreModules(coreSource).map((path) => [path, readModule(path)]))
const name = (module: Module) => relative(coreSource, module.path)

/**
 * What `module` must wire before itself: the wiring of each stateful module it loads, directly or
 * through modules without state, and each slice it (or such a module) reads.
 */
function stateRead(module: Module, seen = new Set<string>()): string[] {
  const needed: string[] = []
  for (const entry of module.imports) {
    const imported = modules.get(entry.path)
    if (!imported || seen.has(imported.path)) continue
    seen.add(imported.path)
    const slicesRead = entry.names.filter((taken) => imported.slices.includes(taken))
    needed.push(...slicesRead.map((slice) => `${slice}.wiring`))
    const [wiring] = imported.wirings
    if (wiring) needed.push(wiring)
    else needed.push(...stateRead(imported, seen))
  }
  return needed
}

describe('the core at import', () => {
  it('no module registers a listener or wires an area at module level', () => {
    const found: Record<string, number> = {}
    for (const module of modules.values()) {
      const count = registrationsAtImport(module.source)
      if (count > 0) found[name(module)] = count
    }
    expect(found).toEqual({})
  })

  it('the check sees a module-level registration, and not one inside a function or a wiring', () => {
    expect(registrationsAtImport('onRequestFailed(() => {})\n$remote.listen(() => {})\nwire(bannerWiring)\n')).toBe(3)
    expect(
      registrationsAtImport('export const w: Wiring = {\n  listen() {\n    onRequestFailed(() => {})\n  }\n}\n')
    ).toBe(0)
  })

  describe('importing every module', () => {
    const timers = ['setTimeout', 'setInterval', 'queueMicrotask'] as const
    const spies = timers.map((timer) => vi.spyOn(globalThis, timer))
    let wiredAreaCount: () => number
    let isConfigured: () => boolean
    beforeAll(async () => {
      for (const spy of spies) spy.mockClear()
      for (const path of modules.keys()) await import(path)
      const configure = await import('../../packages/core/src/environment/configure.ts')
      wiredAreaCount = configure.wiredAreaCount
      isConfigured = configure.isCrewPortalConfigured
    })
    afterAll(() => {
      for (const spy of spies) spy.mockRestore()
    })

    it('wires no area, so no listener, reset or seeding is registered', () => {
      expect(modules.size).toBeGreaterThan(100)
      expect(wiredAreaCount()).toBe(0)
      expect(isConfigured()).toBe(false)
    })

    it('starts no timer (and reads no storage: the environment that holds it is not configured)', () => {
      for (const spy of spies) expect(spy).not.toHaveBeenCalled()
    })
  })
})

describe('each area’s wiring', () => {
  const stateful = [...modules.values()].filter((module) => module.wirings.length > 0)

  /** The wirings a module names, and the ones those name, all the way down. */
  const owner = new Map(stateful.flatMap((module) => module.wirings.map((wiring) => [wiring, module] as const)))
  function wiredBefore(module: Module, found = new Set<string>()): Set<string> {
    for (const [named] of module.source.matchAll(/\b\w+Wiring\b|\b\w+Slice\.wiring\b/g)) {
      if (found.has(named)) continue
      found.add(named)
      const next = owner.get(named)
      if (next) wiredBefore(next, found)
    }
    return found
  }

  it.each(stateful.map((module) => [name(module), module] as const))(
    '%s wires the state it reads first',
    (_, module) => {
      const before = wiredBefore(module)
      expect(stateRead(module).filter((wiring) => !before.has(wiring))).toEqual([])
    }
  )

  it('a module that defines a persisted slice is read through some wiring', () => {
    const unowned = [...modules.values()]
      .flatMap((module) => module.slices)
      .filter(
        (slice) =>
          ![...modules.values()].some(
            (module) => module.wirings.length > 0 && module.source.includes(`${slice}.wiring`)
          )
      )
    expect(unowned).toEqual([])
  })

  it('the test kit wires every area there is', async () => {
    const { EVERY_AREA } = await import('../../packages/core/src/test/wiring.ts')
    type Wiring = (typeof EVERY_AREA)[number]
    const reached = new Set<Wiring>()
    const visit = (wiring: Wiring) => {
      if (reached.has(wiring)) return
      reached.add(wiring)
      for (const next of wiring.after ?? []) visit(next)
    }
    for (const wiring of EVERY_AREA) visit(wiring)
    const unreached: string[] = []
    for (const module of stateful) {
      const exports = (await import(module.path)) as Record<string, Wiring>
      for (const wiring of module.wirings) {
        const exported = exports[wiring]
        if (!exported || !reached.has(exported)) unreached.push(`${name(module)}: ${wiring}`)
      }
    }
    expect(unreached).toEqual([])
  })
})

describe('the host app’s pages', () => {
  // A page model a view reads from the core (`$trainingListPage`...), other than the diagnostics page's, which derives from the environment.
  const PAGE_MODEL = /\$(?!diagnostics)\w+Page\b/
  const areas = readdirSync(hostPages).filter((area) => statSync(join(hostPages, area)).isDirectory())
  const readsAModel = (area: string) =>
    readdirSync(join(hostPages, area)).some(
      (file) =>
        /\.tsx?$/.test(file) &&
        !file.includes('.test.') &&
        PAGE_MODEL.test(readFileSync(join(hostPages, area, file), 'utf8'))
    )

  it.each(areas.filter(readsAModel))('%s wires its page’s areas as its code arrives', (area) => {
    expect(readFileSync(join(hostPages, area, 'index.tsx'), 'utf8')).toMatch(/^wire\(\w+PageWiring\)$/m)
  })
})

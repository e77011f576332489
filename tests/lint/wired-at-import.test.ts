// What the core still wires by import side effect (issue 21, item 1): a module-level call that
// registers a listener (onReset, onConfigure, onRequestFailed, a store's onMount or onSet, another
// store's listen or subscribe) runs because a file was imported, in import order. The goal is none:
// each area's wiring called by the code that loads it. Until then this list only shrinks: a new
// registration at import fails here, and so does one that is gone but still listed.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const coreSource = fileURLToPath(new URL('../../packages/core/src/', import.meta.url))

/** Each core module that registers at import, and how many times, as of 2026-11-27. */
const STILL_WIRED_AT_IMPORT: Record<string, number> = {
  'access-pass/store.ts': 3,
  'app/start.ts': 1,
  'app/update.ts': 1,
  'auth/store.ts': 1,
  'banner/close.ts': 1,
  'banner/store.ts': 3,
  'contact-card/store.ts': 1,
  'flags/client.ts': 2,
  'gate/store.ts': 1,
  'http/loading.ts': 1,
  'library/store.ts': 1,
  'pages/app-insights.ts': 1,
  'pre-check-in/store.ts': 1,
  'pre-check-in/submit.ts': 1,
  'query/query.ts': 2,
  'session/start.ts': 1,
  'session/state.ts': 3,
  'settings/remote-store.ts': 1,
  'shell/side-nav.ts': 2,
  'survey/survey.ts': 1,
  'training/store.ts': 2,
  'user-settings/store.ts': 2
}

/** A statement at the start of a line (module level) that registers a listener. */
const REGISTRATION = /^(?:(?:onReset|onConfigure|onRequestFailed|onMount|onSet|onStart|onStop)\(|\$?[\w$]+\.(?:listen|subscribe)\()/gm

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

describe('registrations at import in the core', () => {
  it('are only the ones still listed, and every listed one is still there', () => {
    const found: Record<string, number> = {}
    for (const file of coreModules(coreSource)) {
      const count = registrationsAtImport(readFileSync(file, 'utf8'))
      if (count > 0) found[relative(coreSource, file)] = count
    }
    expect(found).toEqual(STILL_WIRED_AT_IMPORT)
  })

  it('the check sees a module-level registration, and not one inside a function', () => {
    expect(registrationsAtImport('onReset(() => $x.set(0))\n$remote.listen(() => {})\n')).toBe(2)
    expect(registrationsAtImport('export function start() {\n  onReset(() => {})\n  $a.listen(() => {})\n}\n')).toBe(0)
  })
})

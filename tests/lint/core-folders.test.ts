// The core's folders form no cycle: a folder that imports one that imports it back has no order to
// be read in, and an area then knows another it should not (the HTTP layer would know the banner).
// Test files and the folders that only assemble others (test/, the package index) are left out.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cyclesOf, resolveRelative, specifiersOf } from './graph.ts'

const coreSource = fileURLToPath(new URL('../../packages/core/src/', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const folderOf = (file: string) => relative(coreSource, dirname(file)).split('/')[0] ?? ''

/** Folder -> the folders its files import (relative imports only; type-only imports and `import()` count too). */
export function folderGraph(): Map<string, Set<string>> {
  const files = sources(coreSource)
  const known = new Set(files)
  const graph = new Map<string, Set<string>>()
  for (const file of files) {
    const from = folderOf(file)
    if (from === '' || from === 'test') continue
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    for (const specifier of specifiersOf(file, readFileSync(file, 'utf8'))) {
      const target = resolveRelative(file, specifier, known)
      const to = target === undefined ? '' : folderOf(target)
      if (to !== from && to !== '' && to !== 'test') edges.add(to)
    }
  }
  return graph
}

describe('the core’s folders', () => {
  it('import each other without a cycle', () => {
    expect(cyclesOf(folderGraph())).toEqual([])
  })

  it('the check finds a cycle when there is one', () => {
    const graph = new Map([
      ['http', new Set(['banner'])],
      ['banner', new Set(['session'])],
      ['session', new Set(['http'])],
      ['format', new Set<string>()]
    ])
    expect(cyclesOf(graph)).toEqual([['banner', 'http', 'session']])
  })

  it('http imports no area that shows something (banner, session, pages)', () => {
    const http = folderGraph().get('http') ?? new Set()
    expect([...http].filter((folder) => ['banner', 'session', 'pages', 'contact-card'].includes(folder))).toEqual([])
  })
})

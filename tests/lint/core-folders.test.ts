// The core's folders form no cycle (issue 10): a folder that imports one that imports it back has
// no order to be read in (and in the past meant the HTTP layer knew the banner). Test files and the
// folders that only assemble others (test/, the package index) are left out.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const coreSource = fileURLToPath(new URL('../../packages/core/src/', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

const folderOf = (file: string) => relative(coreSource, dirname(file)).split('/')[0] ?? ''

/** Folder -> the folders its files import (relative imports only; type-only imports count too). */
export function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of sources(coreSource)) {
    const from = folderOf(file)
    if (from === '' || from === 'test') continue
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    for (const match of readFileSync(file, 'utf8').matchAll(
      /^\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/gm
    )) {
      const to = folderOf(resolve(dirname(file), match[1] ?? ''))
      if (to !== from && to !== '' && to !== 'test') edges.add(to)
    }
  }
  return graph
}

/** Every cycle's folders (Tarjan's strongly connected components of two or more folders). */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0
  const stack: string[] = []
  const indices = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    indices.set(node, index)
    low.set(node, index)
    index += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!))
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) cycles.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node)
  return cycles
}

describe('the core’s folders', () => {
  it('import each other without a cycle', () => {
    expect(folderCycles(folderGraph())).toEqual([])
  })

  it('the check finds a cycle when there is one', () => {
    const graph = new Map([
      ['http', new Set(['banner'])],
      ['banner', new Set(['session'])],
      ['session', new Set(['http'])],
      ['format', new Set<string>()]
    ])
    expect(folderCycles(graph)).toEqual([['banner', 'http', 'session']])
  })

  it('http imports no area that shows something (banner, session, pages)', () => {
    const http = folderGraph().get('http') ?? new Set()
    expect([...http].filter((folder) => ['banner', 'session', 'pages', 'contact-card'].includes(folder))).toEqual([])
  })
})

// The app's chunks: rolldown's `codeSplitting.groups` name function that puts the first load in one
// file, and what a signed-in page loads once the visitor stays in few: the routed app's and each page
// area's (docs/architecture.md). It reads the bundler's module graph and follows static imports the
// way tree shaking does, through re-exporting index files only to the modules that hold the names asked.
import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'

/** A path in host-app, as the bundler's module ids spell it. */
const hostApp = (name: string) => fileURLToPath(new URL(`../${name}`, import.meta.url))

/** What of the bundler's module graph this reads (rolldown's chunking context gives it). */
type ModuleGraph = {
  getModuleInfo(
    id: string
  ): Pick<Rolldown.ModuleInfo, 'code' | 'exports' | 'importedIds' | 'dynamicallyImportedIds'> | null
}

/** One static import or re-export of a module: its target and which names it takes ('*': all). */
interface Edge {
  target: string
  /** import: the names taken; export-from: exported name -> the target's name; `*`: forwards what is asked. */
  kind: 'import' | 'reexport' | 'star'
  names: Map<string, string> | '*'
}

const statementPattern =
  /(?:^|[;\n])\s*(import|export)\s*([\w$*{},\s]*?)\s*from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']/g

/** A module's static imports and re-exports, matched to its resolved imports in source order; null if they do not match. */
function edgesOf(graph: ModuleGraph, id: string): Edge[] | null {
  const info = graph.getModuleInfo(id)
  if (!info?.code) return null
  const found: Array<Omit<Edge, 'target'> & { specifier: string }> = []
  for (const [, keyword, clause = '', from, bare] of info.code.matchAll(statementPattern)) {
    if (bare !== undefined) {
      found.push({ specifier: bare, kind: 'import', names: '*' })
      continue
    }
    const specifier = from ?? ''
    const named = new Map<string, string>()
    for (const part of /\{([^}]*)\}/.exec(clause)?.[1]?.split(',') ?? []) {
      const [name = '', alias = name] = part.trim().split(/\s+as\s+/)
      if (name) named.set(alias, name)
    }
    if (keyword === 'import')
      found.push({
        specifier,
        kind: 'import',
        names: clause.includes('*')
          ? '*'
          : new Map([...named, ...(/^\s*[\w$]+/.test(clause) ? [['default', 'default'] as const] : [])])
      })
    else if (clause.trim() === '*') found.push({ specifier, kind: 'star', names: '*' })
    else found.push({ specifier, kind: 'reexport', names: clause.includes('*') ? '*' : named })
  }
  const specifiers = [...new Set(found.map((edge) => edge.specifier))]
  // Vite's preload helper is imported by a module with import(), and is not in its code yet.
  const targets = info.importedIds.filter((target) => !target.startsWith('\0'))
  if (specifiers.length !== targets.length) return null
  return found.map(({ specifier, ...edge }) => ({ ...edge, target: targets[specifiers.indexOf(specifier)] ?? '' }))
}

/**
 * The modules whose code `roots` run: their static imports, transitively, through a re-exporting
 * index only to the modules that hold the names asked of it (a bundler's tree shaking, at the level
 * of modules). A module that cannot be read counts with everything it imports.
 */
function codeReached(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const asked = new Map<string, Set<string> | '*'>()
  const used = new Set<string>()
  const pending: Array<[string, Set<string> | '*']> = [...roots].map((id) => [id, '*'])
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [id, names] = next
    const before = asked.get(id)
    const fresh = before === '*' ? [] : names === '*' ? '*' : [...names].filter((name) => !before?.has(name))
    if (fresh !== '*' && fresh.length === 0) continue
    asked.set(id, fresh === '*' ? '*' : new Set([...(before === undefined ? [] : before), ...fresh]))
    const edges = edgesOf(graph, id)
    if (edges === null) {
      used.add(id)
      for (const target of graph.getModuleInfo(id)?.importedIds ?? []) pending.push([target, '*'])
      continue
    }
    const wanted = (name: string) => fresh === '*' || fresh.includes(name)
    // A module with code of its own beyond re-exports runs whole, once asked for a name it has (our
    // packages have no side effects: a module asked for none of its names is left out).
    const info = graph.getModuleInfo(id)
    const own =
      edges.some((edge) => edge.kind === 'import') ||
      (info?.code ?? '')
        .replace(statementPattern, '')
        .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '')
        .replace(/;/g, '')
        .trim() !== ''
    if (own && fresh !== '*' && !fresh.some((name) => info?.exports.includes(name))) continue
    if (own) used.add(id)
    for (const edge of edges) {
      if (edge.kind === 'import') {
        if (used.has(id)) pending.push([edge.target, edge.names === '*' ? '*' : new Set(edge.names.values())])
      } else if (edge.kind === 'star') {
        pending.push([edge.target, fresh === '*' ? '*' : new Set(fresh.filter((name) => name !== 'default'))])
      } else if (edge.names === '*') {
        pending.push([edge.target, '*'])
      } else {
        const taken = [...edge.names].filter(([exported]) => wanted(exported)).map(([, name]) => name)
        if (taken.length > 0) pending.push([edge.target, new Set(taken)])
      }
    }
  }
  return used
}

/**
 * The first load in one file, and the second wave (what a signed-in page loads once the visitor
 * stays) in few files: the routed app (App.tsx and every module it runs that the first load has
 * not) and each page area's view and model together. Left to themselves they are about 30 files,
 * each gzipped apart and each in Vite's preload maps. A module goes to the routed app's chunk only if
 * nothing that renders without the routed app runs it (shell/startup.tsx's pages: the gate), and to
 * an area's only if no other area runs it; the rest is split as before. Returns a chunk name, or null
 * for the default splitting.
 */
export function secondWave(): (id: string, graph: ModuleGraph) => string | null {
  let names: Map<string, string> | undefined
  return (id, graph) => {
    names ??= secondWaveNames(graph)
    return names.get(id) ?? null
  }
}

/** Every module the app's entry can load, statically or with import(). */
function allModules(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set<string>()
  const pending = [entry]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    const info = graph.getModuleInfo(id)
    pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []))
  }
  return seen
}

function secondWaveNames(graph: ModuleGraph): Map<string, string> {
  const host = hostApp('src/')
  const entry = `${host}main.tsx`
  const firstLoad = codeReached(graph, [entry])
  const withoutApp = codeReached(graph, graph.getModuleInfo(`${host}shell/startup.tsx`)?.dynamicallyImportedIds ?? [])
  const later = (id: string) => !firstLoad.has(id) && !withoutApp.has(id)
  const names = new Map([...codeReached(graph, [`${host}App.tsx`])].filter(later).map((id) => [id, 'App']))
  // Each area: its folder's view and the core's page model of the same name, if any; its own lazy
  // parts (the training event's page) count with it. Every other import() target (the layout's
  // elements, the load plan) counts apart: a module it runs too is no area's alone.
  const areas = (graph.getModuleInfo(`${host}pages/registry.tsx`)?.dynamicallyImportedIds ?? []).map((view) => {
    const area = view.split('/').at(-2) ?? ''
    const model = hostApp(`../core/src/pages/${area}.ts`)
    const roots = graph.getModuleInfo(model) ? [view, model] : [view]
    const modules = codeReached(graph, roots)
    const parts = [...modules].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
    return { area, roots: [...roots, ...parts], modules, runs: new Set([...modules, ...codeReached(graph, parts)]) }
  })
  const areaRoots = new Set(areas.flatMap(({ roots }) => roots))
  const loads = [...allModules(graph, entry)].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
  const others = [...new Set(loads)].filter((id) => !areaRoots.has(id)).map((id) => codeReached(graph, [id]))
  const runners = new Map<string, number>()
  for (const modules of [...areas.map(({ runs }) => runs), ...others])
    for (const id of modules) runners.set(id, (runners.get(id) ?? 0) + 1)
  for (const { area, modules } of areas)
    for (const id of modules) if (later(id) && !names.has(id) && runners.get(id) === 1) names.set(id, area)
  // The first load in one file beside the entry's: rolldown puts a module that a lazy chunk shares
  // into a common chunk of its own, which made the first load nine files (nanostores' atom, the
  // router, the slices, each with its preload). One file commits and compresses better
  // (docs/benchmarks.md).
  for (const id of firstLoad) if (id !== entry) names.set(id, 'first-load')
  return names
}

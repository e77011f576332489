import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { keptViewScript } from './build/kept-view-script.ts'
import { precompress } from './build/precompress.ts'
import { widgetsSource } from './widgets-source.ts'

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url))

type ModuleGraph = { getModuleInfo(id: string): { code: string | null; exports: readonly string[]; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null }

/** One static import or re-export of a module: its target and which names it takes ('*': all). */
interface Edge {
  target: string
  /** import: the names taken; export-from: exported name -> the target's name; `*`: forwards what is asked. */
  kind: 'import' | 'reexport' | 'star'
  names: Map<string, string> | '*'
}

const statementPattern = /(?:^|[;\n])\s*(import|export)\s*([\w$*{},\s]*?)\s*from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']/g

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
    if (keyword === 'import') found.push({ specifier, kind: 'import', names: /\*/.test(clause) ? '*' : new Map([...named, ...(/^\s*[\w$]+/.test(clause) ? [['default', 'default'] as const] : [])]) })
    else if (/^\*$/.test(clause.trim())) found.push({ specifier, kind: 'star', names: '*' })
    else found.push({ specifier, kind: 'reexport', names: /\*/.test(clause) ? '*' : named })
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
    const own = edges.some((edge) => edge.kind === 'import') || (info?.code ?? '').replace(statementPattern, '').replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '').replace(/;/g, '').trim() !== ''
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
 * The second wave, what a signed-in page loads once the visitor stays, in few files: the routed app
 * (App.tsx and every module it runs that the first load has not) and each page area's view and model
 * together. Left to themselves they are about 30 files, each gzipped apart and each in Vite's preload
 * maps. A module goes to the routed app's chunk only if nothing that renders without the routed app
 * runs it (shell/startup.tsx's pages: the gate), and to an area's only if no other area runs it; the
 * rest is split as before. Returns a chunk name, or null for the default splitting.
 */
function secondWave(): (id: string, graph: ModuleGraph) => string | null {
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
  const host = page('src/')
  const entry = `${host}main.tsx`
  const firstLoad = codeReached(graph, [entry])
  const withoutApp = codeReached(graph, graph.getModuleInfo(`${host}shell/startup.tsx`)?.dynamicallyImportedIds ?? [])
  const later = (id: string) => !firstLoad.has(id) && !withoutApp.has(id)
  const names = new Map([...codeReached(graph, [`${host}App.tsx`])].filter(later).map((id) => [id, 'App']))
  // Each area: its folder's view and the core's page model of the same name, if any; its own lazy
  // parts (the training event's page) count with it. Every other import() target (the layout's
  // elements, the load plan) counts apart: a module it runs too is no area's alone.
  const areas = [...(graph.getModuleInfo(`${host}pages/registry.tsx`)?.dynamicallyImportedIds ?? [])].map((view) => {
    const area = view.split('/').at(-2) ?? ''
    const model = page(`../core/src/pages/${area}.ts`)
    const roots = graph.getModuleInfo(model) ? [view, model] : [view]
    const modules = codeReached(graph, roots)
    const parts = [...modules].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
    return { area, roots: [...roots, ...parts], modules, runs: new Set([...modules, ...codeReached(graph, parts)]) }
  })
  const areaRoots = new Set(areas.flatMap(({ roots }) => roots))
  const loads = [...allModules(graph, entry)].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
  const others = [...new Set(loads)].filter((id) => !areaRoots.has(id)).map((id) => codeReached(graph, [id]))
  const runners = new Map<string, number>()
  for (const modules of [...areas.map(({ runs }) => runs), ...others]) for (const id of modules) runners.set(id, (runners.get(id) ?? 0) + 1)
  for (const { area, modules } of areas) for (const id of modules) if (later(id) && !names.has(id) && runners.get(id) === 1) names.set(id, area)
  return names
}

export default defineConfig({
  resolve: { alias: widgetsSource },
  plugins: [
    react(),
    // The installable, offline-first app (docs/offline.md): Workbox through vite-plugin-pwa, which
    // supports Vite 8 and writes the precache manifest from the build's own output.
    VitePWA({
      strategies: 'generateSW',
      // The page registers the worker itself after its first paint, and asks before updating.
      injectRegister: false,
      registerType: 'prompt',
      // Icons of every size the platforms ask for, made from the favicon at build time.
      pwaAssets: { image: 'public/favicon.svg', preset: 'minimal-2023', overrideManifestIcons: true, includeHtmlHeadLinks: true },
      manifest: {
        id: '/',
        name: 'Crew Portal',
        short_name: 'Crew Portal',
        description: 'Training events, library, pre-check-in and the access pass for airline crew.',
        start_url: '/training',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b2545',
        background_color: '#ffffff'
      },
      workbox: {
        // The shell, every lazy page chunk and the icons; source maps stay on the server.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,woff2}'],
        // The MSAL redirect bridge always comes from the network (it must see the live response).
        // Nor the sign-out's return page, whose answer clears the site's data (a copy would clear nothing).
        globIgnores: ['redirect.html', 'assets/redirect-*.js', 'signed-out.html'],
        // The first worker takes the open page at once, so what it fetches next is cached offline too.
        clientsClaim: true,
        navigateFallback: '/index.html',
        // The sign-out's return page too comes from the server, never as the app from the cache.
        navigateFallbackDenylist: [/^\/redirect/, /^\/__/, /^\/signed-out/],
        // One worker file: a worker importing Workbox's runtime would pass a string to importScripts,
        // which the app's CSP (Trusted Types, enforced in the worker too) refuses.
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        // No API answer and nothing with a token: only the app's own settings file, which has neither,
        // so the app can start without a network.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/settings.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'crew-portal-settings', networkTimeoutSeconds: 4, expiration: { maxEntries: 1 } }
          }
        ]
      }
    }),
    // The page the pilot left, painted before the app's code loads (docs/kept-view.md).
    keptViewScript(page('src/kept-view/start.ts')),
    precompress()
  ],
  build: {
    target: 'es2022',
    // Browsers that know :dir() (Chromium and Edge 120, Firefox 49, Safari 16.4). With es2022's older
    // ones, the CSS minifier rewrites :dir(rtl) as a list of right-to-left languages (:lang(ar), …),
    // which mirrors by the page's language instead of its direction.
    cssTarget: ['chrome120', 'edge120', 'firefox115', 'safari16.4'],
    sourcemap: true,
    rolldownOptions: {
      // redirect.html, MSAL's redirect bridge, has a build of its own (vite.redirect.config.ts).
      input: { index: page('index.html') },
      output: {
        codeSplitting: {
          groups: [{ name: secondWave(), includeDependenciesRecursively: false }]
        }
      }
    }
  }
})

// Reading built bundles the way a browser would fetch them: a page's scripts and preloads,
// then every static import, transitively. Dynamic `import()` targets are what loads later, on demand.
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { decode } from '@jridgewell/sourcemap-codec'

// Minified ES modules from Vite/rolldown: `import{a as b}from"./x.js"`, `import"./x.js"`,
// `export{a}from"./x.js"`, `export*from"./x.js"`. A dynamic `import(` never matches (no `(` allowed).
const staticImportPattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g
const dynamicImportPattern = /\bimport\(\s*[`'"](\.{1,2}\/[^`'"]+)[`'"]\s*\)/g

export class MissingBuildError extends Error {
  constructor(path: string) {
    super(`${path} does not exist: build first (npm run build), as npm test does before Vitest.`)
    this.name = 'MissingBuildError'
  }
}

export function requireBuilt(path: string): string {
  if (!existsSync(path)) throw new MissingBuildError(path)
  return path
}

export function readCode(file: string): string {
  return readFileSync(requireBuilt(file), 'utf8')
}

/** Bytes after gzip at zlib's default level (6), what a web server sends for a compressible response. */
export function gzipSize(files: Iterable<string>): number {
  let total = 0
  for (const file of files) total += gzipSync(readFileSync(requireBuilt(file))).length
  return total
}

function specifiers(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((match) => match[1] ?? '')
}

/** Relative static import targets of one file, as absolute paths. */
export function staticImportsOf(file: string): string[] {
  return specifiers(readCode(file), staticImportPattern).map((spec) => resolve(dirname(file), spec))
}

/** Relative dynamic import targets of one file, as absolute paths. */
export function dynamicImportsOf(file: string): string[] {
  return specifiers(readCode(file), dynamicImportPattern).map((spec) => resolve(dirname(file), spec))
}

/** The files a browser fetches before the entries run: the entries and all their static imports. */
export function staticClosure(entries: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const pending = [...entries]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue
    seen.add(requireBuilt(file))
    pending.push(...staticImportsOf(file))
  }
  return seen
}

/** Every `import()` target reachable from the given files, minus the files themselves. */
export function lazyTargets(files: Set<string>): Set<string> {
  const targets = new Set<string>()
  for (const file of files) for (const target of dynamicImportsOf(file)) if (!files.has(target)) targets.add(target)
  return targets
}

/** The scripts a built HTML page runs and the scripts it preloads, resolved against the dist folder. */
export function pageScripts(distDir: string, htmlName: string): { module: string[]; preload: string[] } {
  const html = readCode(join(distDir, htmlName))
  const local = (url: string) => join(distDir, url.replace(/^\//, ''))
  const module = [...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+)"/g)].map((m) => local(m[1] ?? ''))
  // Modules preloaded (modulepreload), or scripts fetched ahead (preload).
  const preload = [...html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bhref="([^"]+\.js)"/g)].map(
    (m) => local(m[1] ?? '')
  )
  return { module, preload }
}

/** The files of `files` not in `loaded` (Set.prototype.difference needs Node 22). */
export const without = (files: Iterable<string>, loaded: Set<string>): string[] =>
  [...files].filter((file) => !loaded.has(file))

export const names = (files: Iterable<string>): string[] => [...files].map((file) => basename(file)).sort()

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`

/** Every file loaded later, on demand: what the given files reach through `import()`, then any import, transitively. */
export function lazyClosure(files: Set<string>): Set<string> {
  const seen = new Set<string>()
  const pending = [...lazyTargets(files)]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || files.has(file)) continue
    seen.add(file)
    pending.push(...staticImportsOf(file), ...dynamicImportsOf(file))
  }
  return seen
}

/** The sources a built chunk's source map lists (its own modules); none without a map. */
export function sourcesOf(file: string): string[] {
  if (!existsSync(`${file}.map`)) return []
  const { sources = [] } = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources?: string[] }
  return sources
}

/** The built chunk among `files` whose source map lists a source ending in `sourcePath` (a chunk's own module). */
export function chunkWithSource(files: Iterable<string>, sourcePath: string): string | undefined {
  return [...files].find((file) => sourcesOf(file).some((source) => source.endsWith(sourcePath)))
}

/**
 * The gzip bytes that the modules matching `isSource` add to `files`: each file's gzip size less the
 * gzip size of its code with every range its source map assigns to those modules cut out. A file
 * without a map adds nothing.
 */
export function gzipBytesFromSources(files: Iterable<string>, isSource: (source: string) => boolean): number {
  let total = 0
  for (const file of files) {
    if (!existsSync(`${file}.map`)) continue
    const { sources = [], mappings = '' } = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
      sources?: string[]
      mappings?: string
    }
    const lines = readCode(file).split('\n')
    const withoutSources = decode(mappings).map((segments, index) => {
      const line = lines[index] ?? ''
      let text = line.slice(0, segments[0]?.[0] ?? line.length)
      segments.forEach((segment, at) => {
        const source = segment.length > 1 ? sources[segment[1] ?? -1] : undefined
        if (source === undefined || !isSource(source))
          text += line.slice(segment[0], segments[at + 1]?.[0] ?? line.length)
      })
      return text
    })
    total +=
      gzipSync(lines.join('\n')).length -
      gzipSync(withoutSources.concat(lines.slice(withoutSources.length)).join('\n')).length
  }
  return total
}

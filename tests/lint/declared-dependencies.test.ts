// Every package declares what it imports (a package that works only because a sibling or the root
// installed a module is one `npm i` away from breaking). Source files may import their package's
// own dependencies; tests, stories and config files may also use the workspace's devDependencies.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
interface Manifest {
  name?: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  files?: string[]
}

/**
 * A package that publishes only built bundles (its `files` are all under dist/, as
 * @crew-portal/widgets) inlines what its sources import at build time: those are devDependencies,
 * and a `dependency` would make partners install what they never load.
 */
const publishesBundlesOnly = (manifest: Manifest) =>
  manifest.files !== undefined &&
  manifest.files.every((file) => !/^(src|lib)\b/.test(file)) &&
  manifest.files.some((file) => file.startsWith('dist'))
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Manifest

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return ['node_modules', 'dist', 'build-output'].includes(name) ? [] : files(path)
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`); undefined for relative and built-in ones. */
export function packageOf(specifier: string): string | undefined {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('/') ||
    specifier.startsWith('node:') ||
    specifier.startsWith('virtual:')
  )
    return undefined
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '')
  return builtinModules.includes(name) ? undefined : name
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

export function importedPackages(text: string): string[] {
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const name = packageOf(match[1] ?? match[2] ?? match[3] ?? '')
    return name === undefined ? [] : [name]
  })
}

const isToolingFile = (path: string) =>
  /(\.test|\.test-d|\.stories|\.spec)\.tsx?$|(^|\/)(test|tests)\/|\.config\.(ts|mjs)$|(^|\/)build\//.test(path)

describe('every package declares what it imports', () => {
  const workspaceDev = Object.keys(readJson(join(root, 'package.json')).devDependencies ?? {})

  for (const name of readdirSync(join(root, 'packages'))) {
    it(`packages/${name}`, () => {
      const dir = join(root, 'packages', name)
      const manifest = readJson(join(dir, 'package.json'))
      const own = new Set([
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.peerDependencies ?? {})
      ])
      const dev = new Set([...own, ...Object.keys(manifest.devDependencies ?? {}), ...workspaceDev])
      const undeclared = files(dir).flatMap((file) => {
        const path = relative(dir, file)
        const allowed = isToolingFile(path) || publishesBundlesOnly(manifest) ? dev : own
        return importedPackages(readFileSync(file, 'utf8'))
          .filter((pkg) => !allowed.has(pkg) && pkg !== manifest.name)
          .map((pkg) => `${path}: ${pkg}`)
      })
      expect([...new Set(undeclared)]).toEqual([])
    })
  }

  it('reads imports the way the bundlers do', () => {
    expect(
      importedPackages(
        "import * as v from 'valibot'\nimport type { X } from '@crew-portal/contract/fixtures'\nimport './x.css'\nconst m = import('hono/streaming')\nimport { a } from 'node:fs'\nimport { b } from 'path'"
      )
    ).toEqual(['valibot', '@crew-portal/contract', 'hono'])
  })
})

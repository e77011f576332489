// The commands the README and docs/ give a newcomer run as written: every `npm run` names a script
// that exists where it is run, and a fresh `npm ci` has no install script left unreviewed.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

interface Manifest {
  name: string
  scripts?: Record<string, string>
  allowScripts?: Record<string, boolean>
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as T
const rootManifest = readJson<Manifest>('package.json')
const workspaces = readdirSync(join(root, 'packages')).map((dir) => ({
  dir: `packages/${dir}`,
  manifest: readJson<Manifest>(`packages/${dir}/package.json`)
}))
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
]

/** Every `npm run …` in backticks of a document, cut at a shell operator. */
function npmRuns(text: string): string[] {
  return [...text.matchAll(/`(npm run [^`]+)`/g)].flatMap((match) =>
    (match[1] ?? '').split(/\s*(?:&&|\|\||;)\s*/).filter((command) => command.startsWith('npm run '))
  )
}

/** Why `npm run …` would fail as written, or undefined when every package it runs in has the script. */
export function whyItFails(command: string): string | undefined {
  const words = command.split(/\s+/).slice(2)
  const script = words[0] ?? ''
  const flag = (name: string) => words.indexOf(name)
  const workspaceAt = Math.max(flag('-w'), flag('--workspace'))
  if (workspaceAt >= 0) {
    const named = words[workspaceAt + 1] ?? ''
    const workspace = workspaces.find(({ dir, manifest }) => dir === named || manifest.name === named)
    if (!workspace) return `no workspace ${named}`
    return workspace.manifest.scripts?.[script] ? undefined : `${workspace.manifest.name} has no script ${script}`
  }
  if (words.includes('--workspaces') || words.includes('-ws')) {
    if (words.includes('--if-present')) return undefined
    const lacking = workspaces
      .filter(({ manifest }) => !manifest.scripts?.[script])
      .map(({ manifest }) => manifest.name)
    return lacking.length > 0 ? `${lacking.join(', ')} have no script ${script} (npm exits 1)` : undefined
  }
  return rootManifest.scripts?.[script] ? undefined : `the root has no script ${script}`
}

describe('the documented commands', () => {
  const runs = documents.flatMap((document) =>
    npmRuns(readFileSync(join(root, document), 'utf8')).map((command) => ({ document, command }))
  )

  it('are found in the documents', () => {
    expect(runs.length).toBeGreaterThan(10)
  })

  it.each(runs)('$document: $command names a script that exists', ({ command }) => {
    expect(whyItFails(command)).toBeUndefined()
  })

  it('would catch the build line that exited 1', () => {
    expect(whyItFails('npm run build --workspaces')).toMatch(/have no script build/)
    expect(whyItFails('npm run nothing-here')).toMatch(/no script nothing-here/)
  })
})

describe('install scripts', () => {
  it('every package of the lockfile that has one is reviewed in allowScripts', () => {
    const lock = readJson<{ packages: Record<string, { version?: string; hasInstallScript?: boolean }> }>(
      'package-lock.json'
    )
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    const reviewed = Object.keys(rootManifest.allowScripts ?? {}).map((key) => key.replace(/(.)@.*$/, '$1'))
    expect(withScripts.filter((name) => !reviewed.includes(name))).toEqual([])
  })
})

// The wire format is stated once, in packages/contract (docs/architecture.md). This fails when a schema or a
// type of the contract is declared again anywhere else, as local-services' seed types and request
// schemas once restated the core's.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(name) ? [path] : []
  })
}

const DECLARATION = /^export\s+(?:const|interface|type)\s+([A-Za-z_$][\w$]*)/gm

function declaredNames(text: string): string[] {
  return [...text.matchAll(DECLARATION)].map((match) => match[1] ?? '')
}

/** Names of the contract's schemas and wire types. */
function contractNames(): Set<string> {
  const names = sourceFiles(join(root, 'packages/contract/src')).flatMap((file) =>
    declaredNames(readFileSync(file, 'utf8'))
  )
  return new Set(names.filter((name) => /^[A-Z]/.test(name)))
}

/** Declarations elsewhere that restate the contract: same name, or a valibot schema of a request or response body. */
export function restatements(
  files: readonly { path: string; text: string }[],
  contract: ReadonlySet<string>
): string[] {
  return files.flatMap(({ path, text }) => {
    // A type derived from a contract schema (`v.InferInput<typeof XSchema>`) is not a restatement.
    return [
      ...text.matchAll(/^export\s+(const|interface|type)\s+([A-Za-z_$][\w$]*)\s*(?:<[^=]*>)?\s*=?\s*([^\n]*)/gm)
    ].flatMap((match) => {
      const [, kind = '', name = '', rest = ''] = match
      const derived = kind === 'type' && /typeof\s+\w+Schema/.test(rest)
      const wireSchema = kind === 'const' && /(Request|Response|Body)Schema$/.test(name) && /\bv\./.test(rest)
      return (contract.has(name) && !derived && !/^export\s+\{/.test(rest)) || wireSchema ? [`${path}: ${name}`] : []
    })
  })
}

describe('the wire format is stated once, in packages/contract', () => {
  const contract = contractNames()

  it('knows the contract’s schemas and types', () => {
    expect(contract.has('TrainingEventSchema')).toBe(true)
    expect(contract.has('TrainingEvent')).toBe(true)
    expect(contract.has('KNOWN_FLAGS')).toBe(true)
  })

  it('no other package declares them again', () => {
    const files = ['core', 'widgets', 'host-app', 'local-services'].flatMap((name) =>
      sourceFiles(join(root, 'packages', name, 'src')).map((path) => ({
        path: relative(root, path),
        text: readFileSync(path, 'utf8')
      }))
    )
    expect(restatements(files, contract)).toEqual([])
  })

  it('would catch a restated schema or interface', () => {
    const restated = [
      {
        path: 'packages/local-services/src/api/routes/requests.ts',
        text: 'export const NotificationSettingsRequestSchema = v.pipe(v.object({}))\n'
      },
      {
        path: 'packages/local-services/src/api/seed/types.ts',
        text: 'export interface TrainingEvent {\n  id: string\n}\n'
      },
      { path: 'packages/core/src/flags/flags.ts', text: "export const KNOWN_FLAGS = ['a'] as const\n" }
    ]
    expect(restatements(restated, contract)).toHaveLength(3)
    const derived = [
      {
        path: 'packages/local-services/src/api/seed/types.ts',
        text: 'export type TrainingEvent = Wire<typeof TrainingEventSchema>\n'
      }
    ]
    expect(restatements(derived, contract)).toEqual([])
  })
})

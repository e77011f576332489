// A comment or a test cites a rule the repository holds: an id of docs/rules.md (`R-SESSION-3`), or
// another document under docs/. A citation of a document outside the repository (the sections of
// the first specification and design notes, or their files) is a reference a newcomer cannot
// follow, and so is an id that docs/rules.md does not define. The names of those documents are
// built from parts below, so this file does not cite them either.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const RULES = 'docs/rules.md'

// What git ignores (builds, declarations, reports) and the screenshots: none of it is written by hand.
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  'dist',
  '.tsc',
  '.vite',
  '.git',
  '.local',
  'coverage',
  'storybook-static',
  'test-results',
  'playwright-report',
  'screenshots'
])
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|html|md|ya?ml)$/

const specName = ['SP', 'EC'].join('')
const designName = ['DES', 'IGN'].join('')
/** The specification by any name (its sections, its file), the design notes' file or sections. */
const OUTSIDE_CITATION = new RegExp(String.raw`\b${specName}\b|\b${designName}\.md\b|\b${designName} (?:§|section)`)
const RULE_ID = /\bR-[A-Z]+-\d+\b/g
const RULE_DEFINITION = /\*\*(R-[A-Z]+-\d+)\*\*/g

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return SKIPPED_DIRECTORIES.has(name) ? [] : textFiles(path)
    return TEXT_FILE.test(name) ? [path] : []
  })
}

export interface Citation {
  path: string
  line: number
  text: string
}

/** Each line that cites a document outside the repository. */
export function outsideCitations(files: readonly { path: string; text: string }[]): Citation[] {
  return files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .flatMap((line, index) => (OUTSIDE_CITATION.test(line) ? [{ path, line: index + 1, text: line.trim() }] : []))
  )
}

/** Each citation of a rule id that `defined` does not hold. */
export function undefinedRuleIds(
  files: readonly { path: string; text: string }[],
  defined: ReadonlySet<string>
): Citation[] {
  return files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(RULE_ID)].flatMap((match) =>
          defined.has(match[0]) ? [] : [{ path, line: index + 1, text: match[0] }]
        )
      )
  )
}

export function definedRuleIds(rules: string): string[] {
  return [...rules.matchAll(RULE_DEFINITION)].map((match) => match[1] ?? '')
}

const format = (citations: readonly Citation[]) => citations.map(({ path, line, text }) => `${path}:${line}: ${text}`)

describe('the rules a file cites are in the repository', () => {
  const rules = readFileSync(join(root, RULES), 'utf8')
  const defined = definedRuleIds(rules)
  const files = textFiles(root)
    .map((path) => relative(root, path))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))

  it(`${RULES} defines each rule id once`, () => {
    expect(defined.length).toBeGreaterThan(50)
    expect(defined.filter((id, index) => defined.indexOf(id) !== index)).toEqual([])
  })

  it('no file cites a section or file of a document outside the repository', () => {
    expect(format(outsideCitations(files))).toEqual([])
  })

  it(`every rule id a file cites is defined in ${RULES}`, () => {
    expect(format(undefinedRuleIds(files, new Set(defined)))).toEqual([])
  })

  it('the checks catch what they look for', () => {
    const sample = [
      `/** The window (${specName} §5). */`,
      `// ${specName} 4: offline clears the flag`,
      `describe('the catalogue (${specName} section 8)', () => {})`,
      `// see ${specName}.md`,
      `/** The path table of ${designName}.md §4. */`,
      `// ${designName} section 5: the fixed points`,
      '/** The window (R-CARD-1). */',
      '// SPECIAL_CASE and the spec of a test say nothing outside'
    ].join('\n')
    const files = [{ path: 'sample.ts', text: sample }]
    expect(outsideCitations(files).map(({ line }) => line)).toEqual([1, 2, 3, 4, 5, 6])
    expect(undefinedRuleIds(files, new Set(['R-CARD-1']))).toEqual([])
    expect(undefinedRuleIds(files, new Set(['R-CARD-2'])).map(({ text }) => text)).toEqual(['R-CARD-1'])
    expect(definedRuleIds('- **R-CARD-1** The window.\n- see R-CARD-2')).toEqual(['R-CARD-1'])
  })
})

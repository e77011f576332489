// `npm run storybook` serves the stories to a browser that no test runner drives: a module there that
// imports Vitest fails to load (`customEqualityTesters` of undefined) and every story stays blank.
// The preview and the stories take the core's fakes from `@crew-portal/core/test/fakes`, whose
// modules import no test runner; `@crew-portal/core/test` adds the Vitest helpers for tests.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

const importsOf = (text: string) =>
  [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1] ?? '')

/** The modules reachable from `entry` by relative imports (what the fakes entry loads of its own package). */
function reachable(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  for (const specifier of importsOf(readFileSync(entry, 'utf8'))) {
    if (!specifier.startsWith('.')) continue
    const target = resolve(dirname(entry), specifier)
    if (existsSync(target)) reachable(target, seen)
  }
  return seen
}

/** The story files and the preview: what Storybook loads in the browser. */
function storybookModules(): string[] {
  const stories = readdirSync(join(root, 'packages'), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\/src\/.*\.stories\.tsx$/.test(path) && !path.includes('node_modules'))
    .map((path) => join(root, 'packages', path))
  return [join(root, '.storybook/preview.tsx'), ...stories]
}

describe('what Storybook loads outside a test runner', () => {
  it('the core fakes entry imports no test runner, directly or through its own modules', () => {
    const modules = [...reachable(join(root, 'packages/core/src/test/fakes.ts'))]
    const withRunner = modules.filter((path) =>
      importsOf(readFileSync(path, 'utf8')).some(
        (specifier) => specifier === 'vitest' || specifier.startsWith('@vitest/')
      )
    )
    expect(modules.length).toBeGreaterThan(3)
    expect(withRunner).toEqual([])
  })

  it('the preview and the stories take the core fakes from @crew-portal/core/test/fakes, never from the runner entry', () => {
    const offenders = storybookModules().filter((path) =>
      importsOf(readFileSync(path, 'utf8')).some(
        (specifier) => specifier === '@crew-portal/core/test' || specifier === 'vitest'
      )
    )
    expect(offenders.map((path) => path.slice(root.length))).toEqual([])
  })
})

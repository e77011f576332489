// No source file imports one that imports it back, directly or through others. In a cycle the
// order the files run in depends on which one is loaded first (a value read before its module ran
// is undefined or throws), and neither file can be read, tested or moved without the other. A
// type-only import counts too: it ties the two files' meanings together, and one edit makes it a
// value import. The fix is to move what both need to a module of its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cyclesOf, importGraph, sourceFiles } from './graph.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Where the repository's own source is: each package's code, build steps and scripts, the cross-package suites, the scripts, the bench. */
const SOURCE_ROOTS = [
  ...readdirSync(join(root, 'packages')).flatMap((name) =>
    ['src', 'build', 'scripts'].map((folder) => join('packages', name, folder))
  ),
  'tests',
  'scripts',
  'bench'
]

/** Each cycle as the files in it, relative to the repository, and the imports that close it. */
function repositoryCycles(): string[] {
  const files = SOURCE_ROOTS.map((folder) => join(root, folder))
    .filter((folder) => existsSync(folder))
    .flatMap(sourceFiles)
  const graph = importGraph(new Map(files.map((file) => [file, readFileSync(file, 'utf8')])))
  const name = (file: string) => relative(root, file)
  return cyclesOf(graph).map((cycle) => {
    const inside = new Set(cycle)
    const imports = cycle.flatMap((file) =>
      [...(graph.get(file) ?? [])]
        .filter((target) => inside.has(target))
        .map((target) => `${name(file)} -> ${name(target)}`)
    )
    return imports.join(', ')
  })
}

describe('imports between source files', () => {
  it('form no cycle', () => {
    expect(repositoryCycles()).toEqual([])
  })

  it('the check finds each cycle, of two files or more, through any kind of import', () => {
    const sources = new Map([
      // Two files: a type-only import one way, a re-export the other, the folder's index.ts.
      ['/r/define.ts', "import type { Props } from './events'\nexport const define = 1\n"],
      ['/r/events/index.ts', "export { define } from '../define.ts'\nexport type Props = object\n"],
      // Three files: `export * as`, `import()` on demand, and a JavaScript file's require().
      ['/r/matrix.ts', "export * as lane from './lane.ts'\n"],
      ['/r/lane.ts', "const partner = () => import('./partner.js')\n"],
      ['/r/partner.js', "const { matrix } = require('./matrix')\n"],
      // Two files: a JSDoc type of a JavaScript file, a re-export back.
      ['/r/jsdoc.js', "/** @type {import('./typed.ts').Typed} */\nexport let value\n"],
      ['/r/typed.ts', "export { value } from './jsdoc.js'\nexport type Typed = number\n"],
      // No cycle: an import of a package, a chain, a specifier in a string, a comment, an import of nothing there.
      ['/r/leaf.ts', "import { useState } from 'react'\nimport { define } from './define.ts'\n"],
      [
        '/r/quiet.ts',
        "// import { leaf } from './leaf.ts'\nconst text = \"import { quiet } from './quiet.ts'\"\nimport './missing.ts'\n"
      ]
    ])
    expect(cyclesOf(importGraph(sources))).toEqual([
      ['/r/define.ts', '/r/events/index.ts'],
      ['/r/jsdoc.js', '/r/typed.ts'],
      ['/r/lane.ts', '/r/matrix.ts', '/r/partner.js']
    ])
  })

  it('the check finds a file that imports itself, and no cycle in a graph without one', () => {
    expect(cyclesOf(new Map([['a', ['a']]]))).toEqual([['a']])
    expect(
      cyclesOf(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []]
        ])
      )
    ).toEqual([])
  })
})

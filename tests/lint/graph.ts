// The import graph of the repository's own source and the cycles in a graph, for the lint tests
// that forbid cycles (import-cycles, core-folders).
import { readdirSync, statSync } from 'node:fs'
import { dirname, extname, join, resolve } from 'node:path'
import ts from 'typescript'

/** Folders that hold what tools made or installed, never source. */
const NOT_SOURCE = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  'storybook-static'
])
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/

/** The source files under `dir`, leaving out generated folders and hidden ones (`.tsc/`). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return NOT_SOURCE.has(name) || name.startsWith('.') ? [] : sourceFiles(path)
    return SOURCE.test(name) ? [path] : []
  })
}

const SCRIPT_KINDS: Record<string, ts.ScriptKind> = {
  '.tsx': ts.ScriptKind.TSX,
  '.jsx': ts.ScriptKind.JSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
  '.cjs': ts.ScriptKind.JS
}

/**
 * Every module a source text names: `import` and `export ... from` (type-only ones and
 * `export * as` too), `import()` in code and in types, `require()` and `import x = require()`,
 * and in JavaScript the `import()` types of its JSDoc. A parse rather than `ts.preProcessFile`,
 * which misses `export * as name from`.
 */
export function specifiersOf(file: string, text: string): string[] {
  const kind = SCRIPT_KINDS[extname(file)] ?? ts.ScriptKind.TS
  const javaScript = kind === ts.ScriptKind.JS || kind === ts.ScriptKind.JSX
  // Parent links only where JSDoc is read (finding a node's JSDoc needs them).
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, javaScript, kind)
  const found: string[] = []
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text)
  }
  // In a JSDoc comment (inDoc) a node's own JSDoc is the comment again: it is not read twice.
  const visit = (node: ts.Node, inDoc = false): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier)
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      literal(node.moduleReference.expression)
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal)
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    )
      literal(node.arguments[0])
    if (javaScript && !inDoc)
      for (const doc of ts.getJSDocCommentsAndTags(node)) ts.forEachChild(doc, (child) => visit(child, true))
    ts.forEachChild(node, (child) => visit(child, inDoc))
  }
  visit(source)
  return found
}

/** Where a relative specifier leads among `files`: the file itself, with an extension added, or its folder's index.ts. */
export function resolveRelative(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined
  const base = resolve(dirname(from), specifier.replace(/[?#].*$/, ''))
  return [base, ...['.ts', '.tsx', '.js', '.mjs'].map((extension) => base + extension), join(base, 'index.ts')].find(
    (candidate) => files.has(candidate)
  )
}

/** File -> the files among `sources` it imports (relative specifiers only: a package name is another package). */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, Set<string>> {
  const files = new Set(sources.keys())
  const graph = new Map<string, Set<string>>()
  for (const [file, text] of sources) {
    const imported = specifiersOf(file, text).map((specifier) => resolveRelative(file, specifier, files))
    graph.set(file, new Set(imported.filter((target) => target !== undefined)))
  }
  return graph
}

/**
 * Every cycle: each strongly connected component of two or more nodes, or of one that imports
 * itself (Tarjan's algorithm), its nodes sorted, the cycles sorted by their first node.
 */
export function cyclesOf(graph: ReadonlyMap<string, Iterable<string>>): string[][] {
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
    let selfImport = false
    for (const next of graph.get(node) ?? []) {
      if (next === node) selfImport = true
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
      if (component.length > 1 || selfImport) cycles.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node)
  return cycles.sort(([a = ''], [b = '']) => a.localeCompare(b))
}

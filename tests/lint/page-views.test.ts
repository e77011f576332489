// The host app's pages only render: the core's page models decide what to load, when,
// and for which id; links come from the route table. Read from the sources, comments left out.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ROUTE_PATHS } from '../../packages/core/src/routes/table.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const hostSource = join(root, 'packages/host-app/src')
const pagesSource = join(hostSource, 'pages')

// The redirect bridge is its own tiny page (no app, no router): it sends a failed sign-in to /error by hand.
const PATH_LITERAL_ALLOWED = new Set(['packages/host-app/src/redirect.ts'])

function views(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'test' ? [] : views(path)
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** The code without its comments (a doc comment may name a path or a load). */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
}

/** The text of every `useEffect(...)` call, up to its closing parenthesis. */
export function effects(source: string): string[] {
  const found: string[] = []
  for (const match of source.matchAll(/useEffect\(/g)) {
    let depth = 0
    for (let index = match.index + 'useEffect'.length; index < source.length; index += 1) {
      if (source[index] === '(') depth += 1
      if (source[index] === ')' && --depth === 0) {
        found.push(source.slice(match.index, index + 1))
        break
      }
    }
  }
  return found
}

const LOADS = /\bload[A-Z]\w*\(|\.refetch\(|\brefresh[A-Z]\w*\(|\bapiFetch\(|\bapiJson\(|\bfetch\(/
const STALE_ID_CHECK =
  /\.(id|eventId|documentId|coursewareId|reservationId)\s*===\s*(eventId|documentId|courseId|coursewareId|params\.\w+)\b/
const paths = Object.values(ROUTE_PATHS)
  .filter((path) => path !== '/')
  .map((path) => path.split('/:')[0] ?? path)
const PATH_LITERAL = new RegExp(`['"\`](${paths.map((path) => path.replace(/[-/]/g, '\\$&')).join('|')})(?![\\w-])`)

const files = (dir: string) =>
  views(dir).map((file) => ({ name: relative(root, file), code: withoutComments(readFileSync(file, 'utf8')) }))

describe('the host app’s pages render the core’s page models', () => {
  it('no page loads data in an effect', () => {
    const offenders = files(pagesSource).flatMap(({ name, code }) =>
      effects(code)
        .filter((effect) => LOADS.test(effect))
        .map(() => name)
    )
    expect(offenders).toEqual([])
  })

  it('no page reads the environment (the clock, the settings): the page model did', () => {
    expect(
      files(pagesSource)
        .filter(({ code }) => /\bgetEnvironment\(/.test(code))
        .map(({ name }) => name)
    ).toEqual([])
  })

  it('no page compares a loaded id with the route’s', () => {
    expect(
      files(pagesSource)
        .filter(({ code }) => STALE_ID_CHECK.test(code))
        .map(({ name }) => name)
    ).toEqual([])
  })

  it('no view writes a path of the route table by hand: links come from pathTo', () => {
    const offenders = files(hostSource).filter(
      ({ name, code }) => !PATH_LITERAL_ALLOWED.has(name) && PATH_LITERAL.test(code)
    )
    expect(offenders.map(({ name, code }) => `${name}: ${code.match(PATH_LITERAL)?.[0]}`)).toEqual([])
  })

  it('the checks catch what they look for', () => {
    const page = withoutComments(`
      /** \`/training\` in a comment is fine. */
      useEffect(() => { void loadTrainingEvent(eventId) }, [eventId])
      const event = state.data?.id === eventId ? state.data : undefined
      const now = getEnvironment().now()
      const link = <a href="/pre-check-in">x</a>
    `)
    expect(effects(page).some((effect) => LOADS.test(effect))).toBe(true)
    expect(STALE_ID_CHECK.test(page)).toBe(true)
    expect(/\bgetEnvironment\(/.test(page)).toBe(true)
    expect(page.match(PATH_LITERAL)?.[0]).toBe('"/pre-check-in')
    expect(PATH_LITERAL.test(withoutComments('/** `/training` */ const x = 1'))).toBe(false)
  })
})

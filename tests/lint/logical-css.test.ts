// The partner kit mirrors under dir="rtl", and the host app lays out the same way:
// its CSS says start and end, never left and right. A physical inline-direction property or value
// does not mirror, so it fails here unless the allow-list below says why it may stay.
// Rules under a `:dir()` selector are exempt: they exist to mirror what has no logical form.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { requireBuilt } from '../perf/bundles.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const SOURCES = ['packages/widgets/src', 'packages/host-app/src']

interface Allowed {
  file: string
  selector: string
  property: string
  why: string
}

/** Physical on purpose: each has no logical form, and a `:dir(rtl)` rule in the same file mirrors it. */
const ALLOWED: readonly Allowed[] = [
  {
    file: 'packages/widgets/src/access-pass/access-pass.css',
    selector: '.live__bar',
    property: 'transform-origin',
    why: 'transform-origin has no start/end keywords; the RTL rule anchors the bar on the right'
  },
  {
    file: 'packages/widgets/src/carousel/Carousel.css',
    selector: '.crew-carousel--default .crew-carousel__track',
    property: 'transform',
    why: 'translateX has no logical form; the RTL rule slides the track the other way'
  },
  {
    file: 'packages/host-app/src/pages/user/user.css',
    selector: ".user-switch[aria-checked='true'] .user-switch__thumb",
    property: 'transform',
    why: 'translateX has no logical form; the RTL rule moves the thumb the other way'
  }
]

export interface Finding {
  line: number
  selector: string
  property: string
  value: string
}

const PHYSICAL_PROPERTY =
  /^(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-.+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)$/
const PHYSICAL_KEYWORD = /(^|[\s,])(left|right)($|[\s,])/
const KEYWORD_PROPERTIES = new Set([
  'float',
  'clear',
  'text-align',
  'text-align-last',
  'transform-origin',
  'background-position',
  'object-position',
  'perspective-origin',
  'caption-side'
])
const TRANSLATE_X = /\btranslate(?:X|3d)?\(/
/** Box shorthands whose fourth value is the left side: top right bottom left. */
const BOX_SHORTHANDS = new Set([
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
  'scroll-margin',
  'scroll-padding'
])

/** The value split on whitespace outside parentheses: `calc(1px + 2px) 0` -> two parts. */
export function topLevelParts(value: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const char of value.trim()) {
    if (char === '(') depth += 1
    if (char === ')') depth -= 1
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current)
      current = ''
    } else current += char
  }
  if (current) parts.push(current)
  return parts
}

/** A shorthand that gives left and right different values (or, for a radius, mirrored corners). */
function lopsided(property: string, value: string): boolean {
  if (BOX_SHORTHANDS.has(property)) {
    const parts = topLevelParts(value)
    return parts.length === 4 && parts[1] !== parts[3]
  }
  if (property === 'border-radius') {
    return value.split('/').some((radii) => {
      const [a, b = a, c = a, d = b] = topLevelParts(radii)
      return a !== b || c !== d
    })
  }
  return false
}

function physical(property: string, value: string): boolean {
  if (PHYSICAL_PROPERTY.test(property)) return true
  if (KEYWORD_PROPERTIES.has(property) && PHYSICAL_KEYWORD.test(value)) return true
  if (property === 'transform' && TRANSLATE_X.test(value)) return true
  if (property === 'translate' && !['0', 'none'].includes(topLevelParts(value)[0] ?? '0')) return true
  return lopsided(property, value)
}

interface Declaration {
  line: number
  /** The selectors and at-rule preludes it sits in, outermost first. */
  context: string[]
  property: string
  value: string
}

/**
 * Every declaration of a stylesheet. Enough of CSS for this repository's files: comments, nested
 * blocks and at-rules; no `{`, `}` or `;` inside strings or url().
 */
function declarations(css: string): Declaration[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  const found: Declaration[] = []
  const context: string[] = []
  let start = 0
  for (let index = 0; index < code.length; index += 1) {
    const char = code[index]
    if (char !== '{' && char !== '}' && char !== ';') continue
    const text = code.slice(start, index)
    if (char === '{') context.push(text.trim().replace(/\s+/g, ' '))
    else {
      const colon = text.indexOf(':')
      if (colon > 0 && context.length > 0) {
        const property = text.slice(0, colon).trim().toLowerCase()
        const value = text
          .slice(colon + 1)
          .replace(/!important/i, '')
          .trim()
        const line = code.slice(0, start + text.length - text.trimStart().length).split('\n').length
        if (!property.startsWith('--')) found.push({ line, context: [...context], property, value })
      }
      if (char === '}') context.pop()
    }
    start = index + 1
  }
  return found
}

const mirrors = ({ context }: Declaration) => context.some((selector) => selector.includes(':dir('))

/** Every physical inline-direction declaration outside a `:dir()` rule, with its innermost selector. */
export function physicalDeclarations(css: string): Finding[] {
  return declarations(css)
    .filter((declaration) => !mirrors(declaration) && physical(declaration.property, declaration.value))
    .map(({ line, context, property, value }) => ({ line, selector: context.at(-1) ?? '', property, value }))
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return cssFiles(path)
    return name.endsWith('.css') ? [path] : []
  })
}

const files = SOURCES.flatMap((source) => cssFiles(join(root, source))).map((path) => ({
  file: relative(root, path),
  css: readFileSync(path, 'utf8')
}))
const isAllowed = (file: string, { selector, property }: Finding) =>
  ALLOWED.some((entry) => entry.file === file && entry.selector === selector && entry.property === property)

describe('the kit’s and the app’s CSS lay out in logical directions', () => {
  it('no stylesheet uses a physical left or right', () => {
    const offenders = files.flatMap(({ file, css }) =>
      physicalDeclarations(css)
        .filter((finding) => !isAllowed(file, finding))
        .map(({ line, selector, property, value }) => `${file}:${line} ${selector} { ${property}: ${value} }`)
    )
    expect(offenders).toEqual([])
  })

  it('every allowed physical use still exists and has its :dir(rtl) mirror', () => {
    const stale = ALLOWED.filter((entry) => {
      const css = files.find(({ file }) => file === entry.file)?.css ?? ''
      const used = physicalDeclarations(css).some((finding) => isAllowed(entry.file, finding))
      const mirrored = declarations(css).some(
        (declaration) => mirrors(declaration) && declaration.property === entry.property
      )
      return !used || !mirrored
    })
    expect(stale).toEqual([])
  })

  it('the check finds each kind of physical use', () => {
    const css = `
      .a { margin-left: 1px; padding-inline-start: 2px }
      .b { right: 0; inset-inline-end: 0 }
      .c { text-align: left; text-align: start; float: right }
      .d { margin: 0 calc(-1 * var(--x)) 0 0; padding: 1px 2px 3px 2px }
      .e { border-radius: 4px 0 0 4px; border-radius: 50% }
      .f { transform: translateX(1rem); transform: translateY(1rem); translate: 0 1rem; translate: 2px }
      @media (max-width: 600px) { .g { border-left-color: red } }
      :host(:dir(rtl)) .h { transform-origin: right }
      .i:dir(rtl) { left: 0 }
    `
    expect(physicalDeclarations(css).map(({ line, selector, property }) => `${line} ${selector} ${property}`)).toEqual([
      '2 .a margin-left',
      '3 .b right',
      '4 .c text-align',
      '4 .c float',
      '5 .d margin',
      '6 .e border-radius',
      '7 .f transform',
      '7 .f translate',
      '8 .g border-left-color'
    ])
  })
})

describe('the built host app', () => {
  // The mirrors above only work as written: a CSS minifier targeting browsers without :dir()
  // rewrites it as a list of right-to-left languages (`:is(:lang(ar), :lang(he), …)`), which
  // mirrors an Arabic page written left to right and leaves a right-to-left page in another
  // language unmirrored. packages/host-app/vite.config.ts sets `cssTarget` for that.
  it('keeps :dir() as written, never lowered to :lang()', () => {
    const assets = join(requireBuilt(join(root, 'packages/host-app/dist')), 'assets')
    const built = readdirSync(assets)
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n')
    expect(built).toMatch(/:dir\(rtl\)/)
    expect(built).not.toMatch(/:lang\(/)
  })
})

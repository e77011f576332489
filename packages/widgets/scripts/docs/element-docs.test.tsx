import { Markdown } from '@storybook/addon-docs/blocks'
import { convert, ThemeProvider, themes } from 'storybook/theming'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '../../src/test/render.tsx'
import { crewElementDocs } from './crew-docs.ts'
import { elementDocs, escapeMarkdown } from './element-docs.ts'

const SECTIONS = ['Attributes', 'Properties', 'Events', 'Parts', 'CSS custom properties']
const TAGS = ['crew-contact-card', 'crew-banner', 'crew-user-menu', 'crew-access-pass', 'crew-side-nav']

/** Renders the Markdown the way the autodocs page does, with Storybook's own Markdown block. */
function renderDocs(markdown: string): HTMLElement {
  const { container } = render(
    <ThemeProvider theme={convert(themes.light)}>
      <Markdown>{markdown}</Markdown>
    </ThemeProvider>
  )
  // The block wraps its blocks in one element.
  const root = container.firstElementChild
  if (!(root instanceof HTMLElement)) throw new Error('The Markdown block rendered nothing.')
  return root
}

/** Each section's heading and the first-column texts of its table (undefined: no table). */
function sectionsOf(container: HTMLElement): Array<{ title: string; names: string[] | undefined }> {
  return [...container.querySelectorAll('h2')].map((heading) => {
    const next = heading.nextElementSibling
    const names =
      next?.tagName === 'TABLE'
        ? [...next.querySelectorAll<HTMLTableRowElement>('tbody tr')].map(
            (row) => row.cells[0]?.textContent?.trim() ?? ''
          )
        : undefined
    return { title: heading.textContent?.trim() ?? '', names }
  })
}

const row = (container: HTMLElement, name: string): string[] | undefined => {
  const found = [...container.querySelectorAll<HTMLTableRowElement>('tbody tr')].find(
    (candidate) => candidate.cells[0]?.textContent?.trim() === name
  )
  return found ? [...found.cells].map((cell) => cell.textContent?.trim() ?? '') : undefined
}

afterEach(cleanup)

describe('elementDocs with the committed manifest', () => {
  it.each(TAGS)('%s: description first, then the five sections in order', (tag) => {
    const container = renderDocs(crewElementDocs(tag))
    expect(container.firstElementChild?.tagName).toBe('P')
    expect(container.firstElementChild?.textContent?.length).toBeGreaterThan(20)
    expect(sectionsOf(container).map((section) => section.title)).toEqual(SECTIONS)
    for (const { title, names } of sectionsOf(container)) {
      expect(names?.length, `${tag} ${title}`).toBeGreaterThan(0)
    }
  })

  it('lists crew-banner’s contract as its JSDoc declares it', () => {
    const container = renderDocs(crewElementDocs('crew-banner'))
    const [attributes, properties, events, parts, cssProperties] = sectionsOf(container).map((section) => section.names)
    expect(attributes).toEqual(['message', 'kind', 'hide-suffix', 'hide-contact-us', 'connected', 'lang', 'dir'])
    expect(properties).toEqual(['message', 'kind', 'hideSuffix', 'hideContactUs', 'connected', 'notifications'])
    expect(events).toEqual(['crew-close', 'crew-contact-us', 'crew-ready'])
    expect(parts).toEqual(['base', 'banner', 'message', 'suffix', 'contact-us', 'more', 'retry', 'close'])
    expect(cssProperties).toContain('--crew-banner-critical-background')
    // A union type keeps its `|` inside one cell; the attribute names its property.
    expect(row(container, 'kind')).toEqual([
      'kind',
      'kind',
      "'critical' | 'informative' | 'global'",
      "The banner's variant (default critical)."
    ])
    expect(row(container, 'hide-suffix')?.[1]).toBe('hideSuffix')
  })

  it('says None for a section the element does not have', () => {
    const bare = {
      modules: [
        { declarations: [{ customElement: true, tagName: 'x-bare', description: 'An element with no events at all.' }] }
      ]
    }
    const container = renderDocs(elementDocs(bare, 'x-bare'))
    const events = [...container.querySelectorAll('h2')].find((heading) => heading.textContent?.trim() === 'Events')
    expect(events?.nextElementSibling?.textContent).toBe('None.')
  })
})

describe('elementDocs with a hostile manifest', () => {
  const hostile =
    '| x <img src=x onerror="alert(1)"> <script>alert(2)</script> [link](javascript:alert(3)) **bold** _em_ \\| `a|b`\nsecond line &amp;'
  const manifest: unknown = JSON.parse(
    JSON.stringify({
      modules: [
        {
          declarations: [
            {
              customElement: true,
              tagName: 'x-hostile',
              description: hostile,
              attributes: [{ name: 'a|b<i>', fieldName: 'aB', type: { text: "'x' | 'y'" }, description: hostile }],
              members: [
                { kind: 'field', name: 'secret', privacy: 'private' },
                { kind: 'method', name: 'go' },
                { kind: 'field', name: 'data', type: { text: 42 } }
              ],
              events: [{ name: 'x-<b>go</b>', description: hostile }],
              cssParts: [{ name: 'part|one', description: hostile }],
              cssProperties: [{ name: '--x', description: hostile }]
            }
          ]
        }
      ]
    })
  )
  const literal = hostile.replace('\n', ' ').replace(/`/g, '')

  it('keeps every text literal: no element, link or emphasis from the manifest, no split cell', () => {
    const container = renderDocs(elementDocs(manifest, 'x-hostile'))
    expect(container.querySelectorAll('img, script, a:not([href^="#"]), strong, em, b, i')).toHaveLength(0)
    expect(container.firstElementChild?.textContent).toBe(literal)
    expect(row(container, 'a|b<i>')).toEqual(['a|b<i>', 'aB', "'x' | 'y'", literal])
    expect(row(container, 'x-<b>go</b>')).toEqual(['x-<b>go</b>', '', literal])
    expect(row(container, 'part|one')).toEqual(['part|one', literal])
    expect(row(container, '--x')).toEqual(['--x', literal])
    // The JSDoc's `code` span stays code.
    expect(container.firstElementChild?.querySelector('code')?.textContent).toBe('a|b')
  })

  it('lists only public fields as properties, a wrongly typed type as empty', () => {
    const container = renderDocs(elementDocs(manifest, 'x-hostile'))
    expect(sectionsOf(container)[1]?.names).toEqual(['data'])
    expect(row(container, 'data')).toEqual(['data', '', '', ''])
  })

  it('escapes Markdown and HTML to one line of text', () => {
    expect(escapeMarkdown('a|b <i>\n*x* & [y](z)')).toBe('a\\|b &lt;i&gt; \\*x\\* &amp; \\[y\\]\\(z\\)')
  })
})

describe('a manifest that is not one', () => {
  it.each([null, 'text', 42, [], {}, { modules: 'no' }, { modules: [{ declarations: [{ tagName: 'x-a' }] }] }])(
    '%j has no x-a element',
    (manifest) => {
      expect(() => elementDocs(manifest, 'x-a')).toThrow(
        'The Custom Elements Manifest has no custom element named "x-a".'
      )
    }
  )

  it('reads a __proto__ key as data, not as the prototype', () => {
    const manifest: unknown = JSON.parse(
      '{"modules":[{"declarations":[{"customElement":true,"tagName":"x-a","__proto__":{"description":"inherited","attributes":[{"name":"evil"}]}}]}]}'
    )
    const markdown = elementDocs(manifest, 'x-a')
    expect(markdown).not.toContain('inherited')
    expect(markdown).not.toContain('evil')
    expect(({} as Record<string, unknown>).attributes).toBeUndefined()
  })
})

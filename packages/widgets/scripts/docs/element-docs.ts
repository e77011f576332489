import { readElementContract, type ContractEntry, type ElementContract } from './manifest.ts'

/**
 * The docs of one custom element as Markdown for Storybook's autodocs
 * (`parameters.docs.description.component`): its description, then a table each for attributes,
 * properties, events, parts and CSS custom properties, read from the Custom Elements Manifest.
 * Every text from the manifest is escaped, so a `|` cannot split a cell and `<img onerror>` or
 * `[link](javascript:...)` stays text; `code` spans of the JSDoc stay code.
 */
export function elementDocs(manifest: unknown, tag: string): string {
  const contract = readElementContract(manifest, tag)
  return [inline(contract.description), ...sections(contract).map(renderSection)]
    .filter((block) => block !== '')
    .join('\n\n')
}

interface Section {
  title: string
  headers: string[]
  rows: string[][]
}

const code = (value: string): string => (value === '' ? '' : `<code>${escapeMarkdown(value)}</code>`)

function sections(contract: ElementContract): Section[] {
  const plain = (entry: ContractEntry): string[] => [code(entry.name), inline(entry.description)]
  return [
    {
      title: 'Attributes',
      headers: ['Attribute', 'Property', 'Type', 'Description'],
      rows: contract.attributes.map((entry) => [
        code(entry.name),
        code(entry.property),
        code(entry.type),
        inline(entry.description)
      ])
    },
    {
      title: 'Properties',
      headers: ['Property', 'Attribute', 'Type', 'Description'],
      rows: contract.properties.map((entry) => [
        code(entry.name),
        code(entry.attribute),
        code(entry.type),
        inline(entry.description)
      ])
    },
    {
      title: 'Events',
      headers: ['Event', 'Type', 'Description'],
      rows: contract.events.map((entry) => [code(entry.name), code(entry.type), inline(entry.description)])
    },
    { title: 'Parts', headers: ['Part', 'Description'], rows: contract.parts.map(plain) },
    { title: 'CSS custom properties', headers: ['Property', 'Description'], rows: contract.cssProperties.map(plain) }
  ]
}

function renderSection({ title, headers, rows }: Section): string {
  const heading = `## ${title}`
  if (rows.length === 0) return `${heading}\n\nNone.`
  const row = (cells: string[]): string => `| ${cells.join(' | ')} |`
  return [heading, '', row(headers), row(headers.map(() => '---')), ...rows.map(row)].join('\n')
}

// `&` first, so the entities written after it are not escaped twice. (Storybook's Markdown knows
// only a few named entities: `&#124;` would show as is, so `|` gets a backslash instead.)
const ENTITIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/&/g, '&amp;'],
  [/</g, '&lt;'],
  [/>/g, '&gt;']
]

/**
 * One line of literal text for a Markdown table cell: no HTML, no Markdown syntax, no line break
 * (a newline would end the table row).
 */
export function escapeMarkdown(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const oneLine = value.replace(/[\u0000-\u001f\u007f]+/g, ' ')
  // Markdown punctuation first: so the `&` of an entity is never escaped.
  const withoutMarkdown = oneLine.replace(/[\\`*_[\]()#+!~{}|-]/g, (character) => `\\${character}`)
  return ENTITIES.reduce((escaped, [pattern, entity]) => escaped.replace(pattern, entity), withoutMarkdown)
}

/** A description: literal text, except that `code` spans of the JSDoc render as code. */
function inline(value: string): string {
  return value
    .trim()
    .split(/`([^`]*)`/)
    .map((part, index) => (index % 2 === 1 ? code(part) : escapeMarkdown(part)))
    .join('')
}

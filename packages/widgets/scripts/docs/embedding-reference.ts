import { elementDocs } from './element-docs.ts'

/** The tags of the partner guide's reference, in the order it lists them. */
export const REFERENCE_TAGS = [
  'crew-access-pass',
  'crew-contact-card',
  'crew-banner',
  'crew-user-menu',
  'crew-side-nav'
] as const

export const REFERENCE_START = '<!-- reference:start (generated from custom-elements.json; do not edit by hand) -->'
export const REFERENCE_END = '<!-- reference:end -->'

/**
 * The element reference of docs/embedding.md: every attribute, property, event, part and token of
 * each element, written from the Custom Elements Manifest by the same code as the Storybook
 * autodocs, so the guide cannot drift from the elements.
 */
export function embeddingReference(manifest: unknown): string {
  // The autodocs use `##` per section; in the guide they sit under one `###` per element.
  const body = REFERENCE_TAGS.map(
    (tag) => `### \`<${tag}>\`\n\n${elementDocs(manifest, tag).replace(/^## /gm, '#### ')}`
  ).join('\n\n')
  return `${REFERENCE_START}\n\n${body}\n\n${REFERENCE_END}`
}

/** The guide with its reference section replaced by `reference`. */
export function withReference(guide: string, reference: string): string {
  const start = guide.indexOf(REFERENCE_START)
  const end = guide.indexOf(REFERENCE_END)
  if (start < 0 || end < start) throw new Error('docs/embedding.md has lost its reference markers')
  return guide.slice(0, start) + reference + guide.slice(end + REFERENCE_END.length)
}

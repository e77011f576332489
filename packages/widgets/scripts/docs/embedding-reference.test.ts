// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { embeddingReference, REFERENCE_TAGS, withReference } from './embedding-reference.ts'

const guidePath = fileURLToPath(new URL('../../../../docs/embedding.md', import.meta.url))
const manifest: unknown = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../custom-elements.json', import.meta.url)), 'utf8')
)

it('the reference in docs/embedding.md is the one the manifest gives (refresh: CREW_WRITE_DOCS=1 npx vitest run --project widgets embedding-reference)', () => {
  const guide = readFileSync(guidePath, 'utf8')
  const fresh = withReference(guide, embeddingReference(manifest))
  if (process.env.CREW_WRITE_DOCS === '1') writeFileSync(guidePath, fresh)
  expect(guide, 'docs/embedding.md is stale').toBe(fresh)
})

it('lists every element with each section the manifest has for it', () => {
  const reference = embeddingReference(manifest).replace(/\\/g, '')
  for (const tag of REFERENCE_TAGS) expect(reference).toContain(`### \`<${tag}>\``)
  expect(reference).toContain('--crew-access-pass-width')
  expect(reference).toContain('crew-close')
  expect(() => withReference('no markers', reference)).toThrow(/reference markers/)
})

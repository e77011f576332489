import * as fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  exampleLibraryCategories,
  exampleLibraryDocument,
  exampleRecentlyViewed,
  exampleTrainingEvent
} from './fixtures.ts'
import { IdSchema, NonEmptyTextSchema, WebUrlSchema } from './primitives.ts'
import {
  DocumentVersionSchema,
  LibraryCategoryListSchema,
  LibraryDocumentListSchema,
  LibraryDocumentSchema,
  RecentlyViewedDocumentListSchema,
  TrainingEventSchema
} from './schemas.ts'
import { unchangedCheck } from './unchanged.ts'

/** The promise of the fast path: whatever it accepts, valibot accepts and returns as it was. */
function expectValibotAgrees(schema: v.GenericSchema, input: unknown): void {
  const result = v.safeParse(schema, input)
  expect(result.success, JSON.stringify(input)).toBe(true)
  expect(result.output).toStrictEqual(input)
}

// Values of every kind a broken or hostile answer could carry in a field.
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 5 }),
  fc.double(),
  fc.constantFrom(
    '',
    'x',
    '.',
    '..',
    'all',
    'fto',
    'bat',
    '54',
    '2026-3',
    '54?v=55',
    'https://example.com/a',
    'http://example.com/a',
    'javascript:alert(1)',
    '2026-02-30T08:00:00Z',
    '2026-11-27T08:00:00Z',
    'x'.repeat(5001)
  ),
  fc.string(),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.string(), { maxKeys: 2 })
)

const documentKeys = [...Object.keys(LibraryDocumentSchema.entries), '__proto__', 'constructor', 'extra']

/** An example document with some fields replaced, removed or added. */
const alteredDocument = fc
  .array(fc.tuple(fc.constantFrom(...documentKeys), fc.oneof(anyValue, fc.constant('remove' as const))), {
    maxLength: 4
  })
  .map((changes) => {
    const document: Record<string, unknown> = JSON.parse(JSON.stringify(exampleLibraryDocument)) as Record<
      string,
      unknown
    >
    for (const [key, value] of changes) {
      if (value === 'remove') delete document[key]
      else Object.defineProperty(document, key, { value, enumerable: true, configurable: true, writable: true })
    }
    return document
  })

describe('unchangedCheck, the fast path of the contract check', () => {
  it('accepts well-formed answers of the library as they are', () => {
    for (const [schema, answer] of [
      [LibraryDocumentListSchema, [exampleLibraryDocument, { ...exampleLibraryDocument, id: 'd2', description: null }]],
      [LibraryCategoryListSchema, exampleLibraryCategories],
      [RecentlyViewedDocumentListSchema, [exampleRecentlyViewed]]
    ] as const) {
      const body: unknown = JSON.parse(JSON.stringify(answer))
      expect(unchangedCheck(schema)?.(body)).toBe(true)
      expectValibotAgrees(schema, body)
    }
  })

  it('never accepts what valibot refuses or would change, for any altered document', () => {
    const check = unchangedCheck(LibraryDocumentSchema)
    expect(check).toBeDefined()
    fc.assert(
      fc.property(alteredDocument, (document) => {
        if (check?.(document)) expectValibotAgrees(LibraryDocumentSchema, document)
      }),
      { numRuns: 3000 }
    )
  })

  it('leaves to valibot a missing description, which it fills with null', () => {
    const { description: _description, ...withoutDescription } = exampleLibraryDocument
    expect(unchangedCheck(LibraryDocumentSchema)?.(withoutDescription)).toBe(false)
    expect(v.parse(LibraryDocumentSchema, withoutDescription).description).toBeNull()
  })

  it('refuses unknown keys, hostile text and links valibot refuses', () => {
    const check = unchangedCheck(LibraryDocumentSchema)
    expect(check?.({ ...exampleLibraryDocument, extra: 1 })).toBe(false)
    expect(check?.({ ...exampleLibraryDocument, url: 'javascript:alert(1)' })).toBe(false)
    expect(check?.({ ...exampleLibraryDocument, id: '..' })).toBe(false)
    expect(check?.({ ...exampleLibraryDocument, title: '' })).toBe(false)
    expect(check?.({ ...exampleLibraryDocument, version: '55&v=54' })).toBe(false)
    const { version: _version, ...withoutVersion } = exampleLibraryDocument
    expect(check?.(withoutVersion)).toBe(false)
    expect(check?.(Object.assign(Object.create({ polluted: true }) as object, exampleLibraryDocument))).toBe(false)
  })

  it('agrees with valibot on single fields, for any value', () => {
    for (const schema of [IdSchema, NonEmptyTextSchema, WebUrlSchema, DocumentVersionSchema]) {
      const check = unchangedCheck(schema)
      fc.assert(
        fc.property(anyValue, (value) => {
          expect(check?.(value)).toBe(v.safeParse(schema, value).success)
        }),
        { numRuns: 500 }
      )
    }
  })

  it('has no fast path for a schema with a transform or a cross-field check: valibot alone decides', () => {
    expect(unchangedCheck(TrainingEventSchema)).toBeUndefined()
    expect(v.safeParse(TrainingEventSchema, exampleTrainingEvent).success).toBe(true)
  })
})

import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

/** The part of an OpenAPI 3.1 document this test reads. */
interface MediaType {
  schema?: unknown
}
interface ResponseObject {
  $ref?: string
  content?: Record<string, MediaType>
}
interface Operation {
  operationId?: string
  security?: unknown[]
  responses: Record<string, ResponseObject>
}
export interface OpenApiDocument {
  paths: Record<string, Partial<Record<'get' | 'put' | 'post' | 'delete' | 'patch', Operation>>>
  components: { responses?: Record<string, ResponseObject>; schemas: Record<string, unknown> }
}

export const OPENAPI_FILE = fileURLToPath(new URL('../../docs/api/openapi.yaml', import.meta.url))
const DOCUMENT_ID = 'https://crew-portal.local/openapi.json'

export async function loadOpenApi(): Promise<OpenApiDocument> {
  return parse(await readFile(OPENAPI_FILE, 'utf8')) as OpenApiDocument
}

/** Every operation of the document as `METHOD /path/{param}`. */
export function operations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)
  )
}

/** `#/components/...` refs made absolute, so a response's inline schema resolves against the document. */
function absoluteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absoluteRefs)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
        ? `${DOCUMENT_ID}${inner}`
        : absoluteRefs(inner)
    ])
  )
}

export type ResponseCheck =
  | { kind: 'no-body'; mediaType: string }
  | { kind: 'text'; mediaType: string }
  | { kind: 'json'; mediaType: string; validate: ValidateFunction }

/**
 * Checks answers against the document's response schemas with Ajv's JSON Schema 2020-12 dialect
 * (the one OpenAPI 3.1 uses) and the standard formats (email, uri, date, date-time).
 */
export function createResponseChecker(document: OpenApiDocument) {
  // strict: false because the document carries OpenAPI keywords (components, responses) around the schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats.default(ajv)
  ajv.addSchema({ $id: DOCUMENT_ID, components: absoluteRefs(document.components) })

  const resolveResponse = (response: ResponseObject): ResponseObject => {
    const name = response.$ref?.replace('#/components/responses/', '')
    const target = name === undefined ? response : document.components.responses?.[name]
    if (target === undefined) throw new Error(`Unknown response ${response.$ref}`)
    return target
  }

  return {
    /** How `status` of `METHOD template` is documented: the exact status first, then `default`. */
    forResponse(method: string, template: string, status: number): ResponseCheck {
      const operation = document.paths[template]?.[method.toLowerCase() as 'get']
      if (operation === undefined) throw new Error(`${method} ${template} is not in the OpenAPI document`)
      const declared = operation.responses[String(status)] ?? operation.responses.default
      if (declared === undefined) throw new Error(`${method} ${template} documents no ${status} response`)
      // Answers are application/json; errors are RFC 9457 application/problem+json.
      const content = resolveResponse(declared).content
      // The calendar feed is the one answer that is not JSON.
      if (content?.['text/calendar'] !== undefined) return { kind: 'text', mediaType: 'text/calendar' }
      const mediaType = status >= 400 ? 'application/problem+json' : 'application/json'
      const schema = content?.[mediaType]?.schema
      if (schema === undefined) return { kind: 'no-body', mediaType }
      return { kind: 'json', mediaType, validate: ajv.compile(absoluteRefs(schema) as object) }
    },
    /** Whether `status` is one of the operation's listed statuses (not only covered by `default`). */
    documents(method: string, template: string, status: number): boolean {
      return document.paths[template]?.[method.toLowerCase() as 'get']?.responses[String(status)] !== undefined
    }
  }
}

export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
    .join('\n')
}

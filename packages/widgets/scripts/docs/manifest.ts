/**
 * Reads one element's contract out of a Custom Elements Manifest (schema 1.x). The manifest is
 * data from outside the code (a JSON file anyone can edit), so it is read as `unknown`: a missing
 * or wrongly typed field reads as empty, and only own properties count (a `__proto__` key is data).
 */
export interface ContractEntry {
  name: string
  type: string
  description: string
}

export interface AttributeEntry extends ContractEntry {
  /** The property that reflects the attribute, if any. */
  property: string
}

export interface PropertyEntry extends ContractEntry {
  /** The attribute that sets the property, if any. */
  attribute: string
}

export interface ElementContract {
  tagName: string
  description: string
  attributes: AttributeEntry[]
  properties: PropertyEntry[]
  events: ContractEntry[]
  parts: ContractEntry[]
  cssProperties: ContractEntry[]
}

type Fields = Readonly<Record<string, unknown>>

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function field(record: Fields, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

function text(record: Fields, key: string): string {
  const value = field(record, key)
  return typeof value === 'string' ? value : ''
}

function list(record: Fields, key: string): Fields[] {
  const value = field(record, key)
  return Array.isArray(value) ? value.filter(isFields) : []
}

function typeText(record: Fields): string {
  const type = field(record, 'type')
  return isFields(type) ? text(type, 'text') : ''
}

function entry(record: Fields): ContractEntry {
  return { name: text(record, 'name'), type: typeText(record), description: text(record, 'description') }
}

function findDeclaration(manifest: unknown, tag: string): Fields | undefined {
  if (!isFields(manifest)) return undefined
  for (const module of list(manifest, 'modules')) {
    const declaration = list(module, 'declarations').find(
      (candidate) => field(candidate, 'customElement') === true && field(candidate, 'tagName') === tag
    )
    if (declaration) return declaration
  }
  return undefined
}

/** Public instance fields: what a host sets from JavaScript. */
function isPublicField(member: Fields): boolean {
  const privacy = text(member, 'privacy')
  return (
    field(member, 'kind') === 'field' &&
    field(member, 'static') !== true &&
    privacy !== 'private' &&
    privacy !== 'protected'
  )
}

export function readElementContract(manifest: unknown, tag: string): ElementContract {
  const declaration = findDeclaration(manifest, tag)
  if (!declaration) throw new Error(`The Custom Elements Manifest has no custom element named "${tag}".`)
  return {
    tagName: tag,
    description: text(declaration, 'description') || text(declaration, 'summary'),
    attributes: list(declaration, 'attributes').map((attribute) => ({
      ...entry(attribute),
      property: text(attribute, 'fieldName')
    })),
    properties: list(declaration, 'members')
      .filter(isPublicField)
      .map((member) => ({ ...entry(member), attribute: text(member, 'attribute') })),
    events: list(declaration, 'events').map(entry),
    parts: list(declaration, 'cssParts').map(entry),
    cssProperties: list(declaration, 'cssProperties').map(entry)
  }
}

// A fast path for checking large answers (10,000 library documents): a schema turned into one plain
// predicate that says "valibot accepts this input and would return it unchanged". When it says yes
// the input is the output, without valibot's copy and per-field datasets (a third of the time, and
// less to warm up in a page that has just loaded). When it says no, or the schema holds anything it
// does not know (a transform, a default that fills a gap, a cross-field check), valibot decides as
// before, with its message. Stricter than valibot is safe; laxer never: a property test holds every
// input it accepts to valibot's own answer.
import type * as v from 'valibot'

export type UnchangedCheck = (input: unknown) => boolean

/** The fields of valibot's schema and action objects this reads (their documented shape). */
interface SchemaNode {
  kind: string
  type: string
  pipe?: readonly SchemaNode[]
  entries?: Record<string, SchemaNode>
  item?: SchemaNode
  wrapped?: SchemaNode
  options?: readonly unknown[]
  literal?: unknown
  default?: unknown
  fallback?: unknown
  requirement?: unknown
}

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' &&
  input !== null &&
  !Array.isArray(input) &&
  Object.getPrototypeOf(input) === Object.prototype

function action(node: SchemaNode): UnchangedCheck | undefined {
  if (node.kind === 'metadata') return () => true
  if (node.kind !== 'validation') return undefined
  const requirement = node.requirement
  switch (node.type) {
    case 'min_length':
      return (input) => (input as { length: number }).length >= (requirement as number)
    case 'max_length':
      return (input) => (input as { length: number }).length <= (requirement as number)
    case 'min_value':
      return (input) => (input as number) >= (requirement as number)
    case 'max_value':
      return (input) => (input as number) <= (requirement as number)
    case 'integer':
      return (input) => Number.isInteger(input)
    case 'finite':
      return (input) => Number.isFinite(input)
    case 'check':
      return typeof requirement === 'function'
        ? (input) => (requirement as (value: unknown) => boolean)(input) === true
        : undefined
    case 'regex':
    case 'email':
      return requirement instanceof RegExp && !requirement.global && !requirement.sticky
        ? (input) => requirement.test(input as string)
        : undefined
    default:
      return undefined
  }
}

/** An optional entry: what its value may be for the input to come out unchanged. */
function wrapper(node: SchemaNode, wrapped: UnchangedCheck): UnchangedCheck | undefined {
  const fallsBackOn = (value: unknown) =>
    node.type === 'nullable'
      ? value === null
      : node.type === 'optional'
        ? value === undefined
        : value === null || value === undefined
  if (node.default === undefined) return (input) => fallsBackOn(input) || wrapped(input)
  // A default replaces the missing value; the input is unchanged only where it already is that value.
  if (node.default === null)
    return (input) => (input === null && fallsBackOn(null)) || (!fallsBackOn(input) && wrapped(input))
  return (input) => !fallsBackOn(input) && wrapped(input)
}

function objectCheck(node: SchemaNode): UnchangedCheck | undefined {
  const fields = Object.entries(node.entries ?? {}).map(([key, schema]) => {
    const check = compile(schema)
    // A missing key is left out by valibot only for an optional entry without a default.
    const mayBeMissing =
      (schema.type === 'optional' || schema.type === 'nullish' || schema.type === 'exact_optional') &&
      schema.default === undefined
    return check && schema.fallback === undefined ? { key, check, mayBeMissing } : undefined
  })
  if (fields.some((field) => field === undefined)) return undefined
  const known = new Set(fields.map((field) => field?.key))
  // Unknown keys are dropped by `object` and refused by `strict_object`: either way not unchanged.
  const keepsUnknown = node.type === 'loose_object'
  return (input) => {
    if (!isPlainObject(input)) return false
    for (const field of fields) {
      if (!field) return false
      if (!Object.hasOwn(input, field.key)) {
        if (!field.mayBeMissing) return false
      } else if (!field.check(input[field.key])) return false
    }
    if (!keepsUnknown) for (const key in input) if (!known.has(key)) return false
    return true
  }
}

function compile(node: SchemaNode): UnchangedCheck | undefined {
  if (node.pipe) {
    const [base, ...actions] = node.pipe
    const baseCheck = base ? compile(base) : undefined
    const checks = actions.map(action)
    if (!baseCheck || checks.some((check) => check === undefined)) return undefined
    const all = checks as UnchangedCheck[]
    return (input) => baseCheck(input) && all.every((check) => check(input))
  }
  switch (node.type) {
    case 'string':
      return (input) => typeof input === 'string'
    case 'number':
      return (input) => typeof input === 'number' && !Number.isNaN(input)
    case 'boolean':
      return (input) => typeof input === 'boolean'
    case 'null':
      return (input) => input === null
    case 'literal':
      return (input) => input === node.literal
    case 'picklist': {
      const options = node.options ?? []
      return (input) => options.includes(input)
    }
    case 'nullable':
    case 'optional':
    case 'nullish': {
      const wrapped = node.wrapped ? compile(node.wrapped) : undefined
      return wrapped && typeof node.default !== 'function' ? wrapper(node, wrapped) : undefined
    }
    case 'array': {
      const item = node.item ? compile(node.item) : undefined
      return item ? (input) => Array.isArray(input) && input.every((element) => item(element)) : undefined
    }
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return objectCheck(node)
    default:
      return undefined
  }
}

const compiled = new WeakMap<object, UnchangedCheck | null>()

/**
 * The schema's fast path, made once per schema: a predicate that is true only for input valibot
 * accepts and returns unchanged; undefined when the schema uses a part it does not know.
 */
export function unchangedCheck(schema: v.GenericSchema): UnchangedCheck | undefined {
  let check = compiled.get(schema)
  if (check === undefined) {
    check = compile(schema as unknown as SchemaNode) ?? null
    compiled.set(schema, check)
  }
  return check ?? undefined
}

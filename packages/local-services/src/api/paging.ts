// One page of a long list (`?limit`, `?cursor`; the contract's paging.ts): the items from the
// cursor's position on, at most `limit` of them, and a `Link: <…>; rel="next"` header naming the
// rest when some remain. The cursor is the position of the next item, opaque to clients: the seed
// is a function of the clock, so a position in the same order names the same item from call to call.
import { ListCursorSchema, ListLimitSchema, nextLinkHeader } from '@crew-portal/contract'
import * as v from 'valibot'
import { fail } from '../service-http/problem.ts'
import type { ApiContext } from './middleware.ts'

/** Whether the call asks for a page (then the list comes in the order its page shows it). */
export function asksForPage(c: ApiContext): boolean {
  return c.req.query('limit') !== undefined || c.req.query('cursor') !== undefined
}

function queryValue<Schema extends v.GenericSchema<string, unknown>>(
  c: ApiContext,
  name: string,
  schema: Schema
): v.InferOutput<Schema> | undefined {
  const value = c.req.query(name)
  if (value === undefined) return undefined
  const result = v.safeParse(schema, value)
  return result.success ? result.output : fail(400, `${name}: ${result.issues[0].message}`, name)
}

/** The answer to a list call: the whole list, or the page `limit` and `cursor` ask for with its next link. */
export function listAnswer<T>(c: ApiContext, items: readonly T[]): Response {
  const limit = queryValue(c, 'limit', ListLimitSchema)
  const cursor = queryValue(c, 'cursor', ListCursorSchema)
  const start =
    cursor === undefined
      ? 0
      : /^\d{1,6}$/.test(cursor)
        ? Number(cursor)
        : fail(400, 'cursor: Expected a cursor from a next link', 'cursor')
  const end = limit === undefined ? items.length : start + limit
  if (end < items.length) {
    const next = new URL(c.req.url)
    next.searchParams.set('cursor', String(end))
    c.header('Link', nextLinkHeader(`${next.pathname}${next.search}`))
  }
  return c.json(items.slice(start, end))
}

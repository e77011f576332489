// The long lists page (the library's documents, the training events): `?limit=N` answers the first
// N items in the order the page shows them, and an RFC 8288 `Link: <…>; rel="next"` header names the
// rest (the same query with a `cursor`). The body stays an array, so a call without `limit` gets the
// whole list as it always has, and a page that asks for its first screen can show it before the rest.
// The `next` link itself is read and written by link.ts (apart: the app needs it, not these schemas).
import * as v from 'valibot'

/** The most items one page may ask for. */
export const LIST_LIMIT_MAX = 10_000

/** `limit` as the query string carries it: a whole number from 1 to LIST_LIMIT_MAX, in plain digits. */
export const ListLimitSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,4}$/, `Expected a whole number from 1 to ${LIST_LIMIT_MAX}`),
  v.transform(Number),
  v.maxValue(LIST_LIMIT_MAX, `Expected a whole number from 1 to ${LIST_LIMIT_MAX}`)
)

/** `cursor`: opaque to a client, which only follows the `next` link the server wrote. */
export const ListCursorSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a cursor from a next link')
)

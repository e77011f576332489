import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { nextLinkHeader, nextLinkOf } from './link.ts'
import { LIST_LIMIT_MAX, ListCursorSchema, ListLimitSchema } from './paging.ts'

describe('list paging', () => {
  it('takes a limit of plain digits from 1 to the maximum', () => {
    expect(v.parse(ListLimitSchema, '50')).toBe(50)
    expect(v.parse(ListLimitSchema, String(LIST_LIMIT_MAX))).toBe(LIST_LIMIT_MAX)
    for (const bad of ['0', '-1', '1.5', '1e3', ' 5', '05', '', 'ten', String(LIST_LIMIT_MAX + 1), '999999']) {
      expect(v.is(ListLimitSchema, bad), bad).toBe(false)
    }
  })

  it('takes a cursor of base64url characters only', () => {
    expect(v.is(ListCursorSchema, '50')).toBe(true)
    for (const bad of ['', 'a b', '../x', 'x'.repeat(65), '%2F']) expect(v.is(ListCursorSchema, bad), bad).toBe(false)
  })

  it('reads the next link of a Link header as RFC 8288 writes it', () => {
    expect(nextLinkOf(nextLinkHeader('/api/v1/trainingevents?limit=50&cursor=50'))).toBe(
      '/api/v1/trainingevents?limit=50&cursor=50'
    )
    expect(nextLinkOf('</a?page=1>; rel="prev", </a?page=3>; title="more"; rel="last next"')).toBe('/a?page=3')
    expect(nextLinkOf('</a?x=1>; REL=Next')).toBe('/a?x=1')
    expect(nextLinkOf('</a?page=1>; rel="prev"')).toBeUndefined()
    expect(nextLinkOf('</a?page=1>; rel="nextish"')).toBeUndefined()
    expect(nextLinkOf(null)).toBeUndefined()
    expect(nextLinkOf('')).toBeUndefined()
  })
})

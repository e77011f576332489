// A long list a page at a time (the contract's paging.ts): the first call asks for the page's first
// screen, each later one follows the answer's `next` link for a larger page, and every page so far
// is handed on as it arrives, so the page shows its first items before the rest has come. Each call
// has the one request limit to itself: an airline's list on a slow network fits in it page by page
// where the whole list in one answer did not.
// Apart from calls.ts: the elements of the partner kit that share its chunk (the banner, the user
// menu) never load a long list, and so never carry this.
import {
  LIBRARY_DOCUMENTS_PATH,
  LibraryDocumentListSchema,
  nextLinkOf,
  TRAINING_EVENTS_PATH,
  TrainingEventListSchema
} from '@crew-portal/contract'
import type { Audience, LibraryDocument, TrainingEvent } from '@crew-portal/contract'
import type * as v from 'valibot'
import { apiJsonWithHeaders } from '../http/api-fetch.ts'
import { ResponseValidationError } from '../http/errors.ts'
import { initOf, withQuery } from './request.ts'
import type { CallOptions } from './request.ts'

export interface ListPaging<T> {
  /** How many items the first call asks for: what the page shows first. */
  first: number
  /** How many each later call asks for: few enough that a slow network's answer fits in the request limit. */
  rest: number
  /** Every item so far, after each page but the last (whose items are the promise's answer). */
  onPart?(items: T[]): void
}

/** The URL of the next page: the `next` link, which must name the same list, asking for `limit` items. */
function nextPageUrl(link: string, asked: string, limit: number): string {
  const askedUrl = new URL(asked)
  const next = new URL(link, askedUrl)
  if (next.origin !== askedUrl.origin || next.pathname !== askedUrl.pathname)
    throw new ResponseValidationError(asked, 'Link', 'names another list')
  next.searchParams.set('limit', String(limit))
  return next.href
}

/** Every item of the list at `path` (a path with its query), a page at a time (see the top of the file). */
export async function getListInPages<T>(
  path: string,
  schema: v.GenericSchema<unknown, T[]>,
  paging: ListPaging<T>,
  options?: CallOptions
): Promise<T[]> {
  const separator = path.includes('?') ? '&' : '?'
  let answer = await apiJsonWithHeaders(`${path}${separator}limit=${paging.first}`, schema, initOf(options))
  let items = answer.body
  let link = nextLinkOf(answer.headers.get('link'))
  while (link !== undefined) {
    paging.onPart?.(items)
    // The first items are on screen: the rest loads without the loading overlay (R-LAYOUT-9).
    answer = await apiJsonWithHeaders(
      nextPageUrl(link, answer.url, paging.rest),
      schema,
      initOf({ ...options, background: true })
    )
    items = items.concat(answer.body)
    // An empty page ends the list whatever its link says: a server that pages forever is not followed forever.
    link = answer.body.length === 0 ? undefined : nextLinkOf(answer.headers.get('link'))
  }
  return items
}

/** Every training event, a page at a time in the training page's order. */
export function getTrainingEventsInPages(
  paging: ListPaging<TrainingEvent>,
  options?: CallOptions
): Promise<TrainingEvent[]> {
  return getListInPages(TRAINING_EVENTS_PATH, TrainingEventListSchema, paging, options)
}

/** Every library document of the audience, a page at a time in the library page's order. */
export function getLibraryDocumentsInPages(
  audience: Audience,
  paging: ListPaging<LibraryDocument>,
  options?: CallOptions
): Promise<LibraryDocument[]> {
  return getListInPages(withQuery(LIBRARY_DOCUMENTS_PATH, { audience }), LibraryDocumentListSchema, paging, options)
}

import { Hono } from 'hono'
import * as v from 'valibot'
import { fail } from '../../service-http/problem.ts'
import { jsonBody, param, requireCrewMember, valid, type ApiContext, type ApiEnv } from '../middleware.ts'
import { idempotent } from '../idempotency.ts'
import { isoInstant } from '../seed/time.ts'
import type { LibraryDocument, RecentlyViewedDocument } from '../seed/types.ts'
import { DocumentViewerStatusRequestSchema, IdSchema, RecentlyViewedRequestSchema } from '@crew-portal/contract'
import { asksForPage, listAnswer } from '../paging.ts'
import { listStored, writeStored } from './stored.ts'

/** The contract keeps at most this many recently viewed documents per user. */
const RECENTLY_VIEWED_LIMIT = 20

/** The documents the query asks for, newest first; a bad parameter is a 400 naming it. */
function filteredDocuments(c: ApiContext, audienceOnly = false): LibraryDocument[] {
  const audience = c.req.query('audience') ?? 'all'
  if (audience !== 'all' && audience !== 'fto') fail(400, 'audience: Expected all or fto', 'audience')
  const q = c.req.query('q')?.trim().toLowerCase() ?? ''
  if (q.length > 200) fail(400, 'q: Expected at most 200 characters', 'q')
  const category = c.req.query('category')
  if (category !== undefined && !v.is(IdSchema, category)) fail(400, 'category: Expected a category id', 'category')
  return c.var.seed.libraryDocuments
    .filter((document) => document.audience === audience)
    .filter((document) => audienceOnly || category === undefined || document.category === category)
    .filter((document) => audienceOnly || `${document.title}\n${document.description ?? ''}`.toLowerCase().includes(q))
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
}

/**
 * The documents as the library page lists them, for a call that pages: category by category in the
 * categories' order (an unknown category last), each newest first, so the first page is the page's first screen.
 */
function inPageOrder(c: ApiContext, documents: LibraryDocument[]): LibraryDocument[] {
  const rank = new Map(c.var.seed.libraryCategories.map((category, index) => [category.id, index]))
  const rankOf = (document: LibraryDocument) => rank.get(document.category) ?? rank.size
  // A stable sort: within a category the documents keep their newest-first order.
  return documents.sort((a, b) => rankOf(a) - rankOf(b))
}

function recentlyViewed(c: ApiContext): RecentlyViewedDocument[] {
  return listStored(c.var.writes, 'recentlyViewed', c.var.user.userId)
    .reverse()
    .flatMap(({ key, value }) => {
      const document = c.var.seed.libraryDocuments.find((candidate) => candidate.id === key)
      return document === undefined
        ? []
        : [
            {
              documentId: document.id,
              title: document.title,
              category: document.category,
              fileType: document.fileType,
              url: document.url,
              viewedAt: value.viewedAt
            }
          ]
    })
    .slice(0, RECENTLY_VIEWED_LIMIT)
}

/** The body's document, which must be in the library. */
function bodyDocument<Schema extends typeof RecentlyViewedRequestSchema | typeof DocumentViewerStatusRequestSchema>(
  c: ApiContext,
  schema: Schema
): v.InferOutput<Schema> {
  const body = valid(schema, c.var.body)
  if (!c.var.seed.libraryDocuments.some((document) => document.id === body.documentId))
    fail(404, `There is no library document ${body.documentId}.`)
  return body
}

export const libraryRoutes = new Hono<ApiEnv>()
  .get('/api/v1/library/categories', requireCrewMember, (c) => {
    const documents = filteredDocuments(c, true)
    const counted = c.var.seed.libraryCategories.map((category) => ({
      ...category,
      documentCount: documents.filter((document) => document.category === category.id).length
    }))
    return c.json(counted.filter((category) => category.documentCount > 0))
  })
  .get('/api/v1/library/documents', requireCrewMember, (c) =>
    listAnswer(c, asksForPage(c) ? inPageOrder(c, filteredDocuments(c)) : filteredDocuments(c))
  )
  .get('/api/v1/library/documents/:id', requireCrewMember, (c) => {
    const id = param(c, 'id')
    return c.json(
      c.var.seed.libraryDocuments.find((document) => document.id === id) ??
        fail(404, `There is no library document ${id}.`)
    )
  })
  .get('/api/v1/RecentlyViewedDocuments', requireCrewMember, (c) => c.json(recentlyViewed(c)))
  .post('/api/v1/RecentlyViewedDocuments', requireCrewMember, idempotent, jsonBody, async (c) => {
    const { documentId } = bodyDocument(c, RecentlyViewedRequestSchema)
    const { writes, user } = c.var
    await writeStored(writes, 'recentlyViewed', user.userId, documentId, { viewedAt: isoInstant(c.var.now) })
    // Keep the saved list as short as the answer: the oldest entries beyond the limit go.
    const saved = writes.list('recentlyViewed', user.userId)
    for (const { key } of saved.slice(0, Math.max(0, saved.length - RECENTLY_VIEWED_LIMIT)))
      await writes.remove('recentlyViewed', user.userId, key)
    return c.body(null, 204)
  })
  .post('/api/v1/DocumentViewerStatus', requireCrewMember, idempotent, jsonBody, async (c) => {
    const { documentId, status, page } = bodyDocument(c, DocumentViewerStatusRequestSchema)
    await writeStored(c.var.writes, 'documentViewerStatus', c.var.user.userId, documentId, {
      status,
      ...(page === undefined ? {} : { page }),
      reportedAt: isoInstant(c.var.now)
    })
    return c.body(null, 204)
  })

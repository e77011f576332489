import * as v from 'valibot'
import { errorReply, noContent, ok } from '../http.ts'
import { isoInstant } from '../seed/time.ts'
import type { LibraryAudience, LibraryCategory, LibraryDocument, RecentlyViewedDocument } from '../seed/types.ts'
import { invalid, invalidReply, validateBody } from '../validation.ts'
import type { ApiRoute, UserContext } from './context.ts'
import { DocumentViewerStatusRequestSchema, IdSchema, RecentlyViewedRequestSchema } from '@crew-portal/contract'
import { listStored, writeStored } from './stored.ts'

/** The contract keeps at most this many recently viewed documents per user. */
export const RECENTLY_VIEWED_LIMIT = 20

type Filter = { ok: true; audience: LibraryAudience; q: string | undefined; category: string | undefined } | { ok: false; field: string; message: string }

/** The query of the library routes, checked: a bad value is a 400 naming the parameter. */
export function libraryFilter(query: URLSearchParams): Filter {
  const audience = query.get('audience') ?? 'all'
  if (audience !== 'all' && audience !== 'fto') return { ok: false, field: 'audience', message: 'audience: Expected all or fto' }
  const q = query.get('q')?.trim() ?? ''
  if (q.length > 200) return { ok: false, field: 'q', message: 'q: Expected at most 200 characters' }
  const category = query.get('category') ?? undefined
  if (category !== undefined && !v.is(IdSchema, category)) return { ok: false, field: 'category', message: 'category: Expected a category id' }
  return { ok: true, audience, q: q === '' ? undefined : q.toLowerCase(), category }
}

export function filterDocuments(documents: readonly LibraryDocument[], filter: Extract<Filter, { ok: true }>): LibraryDocument[] {
  return documents
    .filter((document) => document.audience === filter.audience)
    .filter((document) => filter.category === undefined || document.category === filter.category)
    .filter((document) => filter.q === undefined || `${document.title}\n${document.description ?? ''}`.toLowerCase().includes(filter.q))
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
}

function recentlyViewed(context: UserContext): RecentlyViewedDocument[] {
  return listStored(context.writes, 'recentlyViewed', context.user.userId)
    .reverse()
    .flatMap(({ key, value }) => {
      const document = context.seed.libraryDocuments.find((candidate) => candidate.id === key)
      if (document === undefined) return []
      return [{ documentId: document.id, title: document.title, category: document.category, fileType: document.fileType, url: document.url, viewedAt: value.viewedAt }]
    })
    .slice(0, RECENTLY_VIEWED_LIMIT)
}

const noSuchDocument = (id: string) => errorReply(404, `There is no library document ${id}.`)

export const libraryRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: '/api/v1/library/categories',
    handle({ query, seed }) {
      const filter = libraryFilter(query)
      if (!filter.ok) return invalid(filter.field, filter.message)
      const documents = seed.libraryDocuments.filter((document) => document.audience === filter.audience)
      const categories: LibraryCategory[] = seed.libraryCategories
        .map((category) => ({ ...category, documentCount: documents.filter((document) => document.category === category.id).length }))
        .filter((category) => category.documentCount > 0)
      return ok(categories)
    }
  },
  {
    method: 'GET',
    pattern: '/api/v1/library/documents',
    handle({ query, seed }) {
      const filter = libraryFilter(query)
      return filter.ok ? ok(filterDocuments(seed.libraryDocuments, filter)) : invalid(filter.field, filter.message)
    }
  },
  {
    method: 'GET',
    pattern: '/api/v1/library/documents/{id}',
    handle({ params, seed }) {
      const document = seed.libraryDocuments.find((candidate) => candidate.id === params.id)
      return document === undefined ? noSuchDocument(params.id ?? '') : ok(document)
    }
  },
  {
    method: 'GET',
    pattern: '/api/v1/RecentlyViewedDocuments',
    handle: (context) => ok(recentlyViewed(context))
  },
  {
    method: 'POST',
    pattern: '/api/v1/RecentlyViewedDocuments',
    async handle(context) {
      const body = validateBody(RecentlyViewedRequestSchema, context.body)
      if (!body.ok) return invalidReply(body)
      const { documentId } = body.value
      if (!context.seed.libraryDocuments.some((document) => document.id === documentId)) return noSuchDocument(documentId)
      const { userId } = context.user
      await writeStored(context.writes, 'recentlyViewed', userId, documentId, { viewedAt: isoInstant(context.now) })
      // Keep the saved list as short as the answer: the oldest entries beyond the limit go.
      const saved = context.writes.list('recentlyViewed', userId)
      for (const { key } of saved.slice(0, Math.max(0, saved.length - RECENTLY_VIEWED_LIMIT))) {
        await context.writes.remove('recentlyViewed', userId, key)
      }
      return noContent()
    }
  },
  {
    method: 'POST',
    pattern: '/api/v1/DocumentViewerStatus',
    async handle(context) {
      const body = validateBody(DocumentViewerStatusRequestSchema, context.body)
      if (!body.ok) return invalidReply(body)
      const { documentId, status, page } = body.value
      if (!context.seed.libraryDocuments.some((document) => document.id === documentId)) return noSuchDocument(documentId)
      await writeStored(context.writes, 'documentViewerStatus', context.user.userId, documentId, {
        status,
        ...(page === undefined ? {} : { page }),
        reportedAt: isoInstant(context.now)
      })
      return noContent()
    }
  }
]

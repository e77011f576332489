// A new version of a library document, published through the control endpoint (tests and demos:
// "a new version asks again"). It is a write over the seed like the crew's, so it survives a
// restart and goes with `POST /__control/reset` `{ "data": true }`.
import { Hono } from 'hono'
import * as v from 'valibot'
import { readJson } from '../service-http/body.ts'
import { fail, problem } from '../service-http/problem.ts'
import { MAX_BODY_BYTES, param, valid } from './middleware.ts'
import { listStored, readStored, writeStored, type Stored } from './routes/stored.ts'
import { documentUrl, requiredReadingOf } from './seed/library.ts'
import type { SeedData } from './seed/index.ts'
import { isoInstant } from './seed/time.ts'
import type { LibraryDocument } from './seed/types.ts'
import type { WriteStore } from './store.ts'
import { DocumentVersionSchema } from '@crew-portal/contract'

/** The write store's user for what no crew member wrote. */
const NO_CREW_MEMBER = ''

type Publication = Stored<'publishedVersion'>

/** The versions published since the seed, by document id. */
function publishedVersions(writes: WriteStore): ReadonlyMap<string, Publication> {
  return new Map(listStored(writes, 'publishedVersion', NO_CREW_MEMBER).map(({ key, value }) => [key, value]))
}

/** The versions a document had before its current one, oldest first; none before a first publication. */
export function earlierVersions(writes: WriteStore, documentId: string): readonly string[] {
  return readStored(writes, 'publishedVersion', NO_CREW_MEMBER, documentId)?.earlier ?? []
}

/**
 * The seed as served: each published document at its new version, updated when it was published,
 * its link naming that version, and so is every event's required reading of it. The very same seed
 * when nothing was published.
 */
export function withPublishedVersions(
  seed: SeedData,
  published: ReadonlyMap<string, Publication>,
  apiOrigin: string
): SeedData {
  if (published.size === 0) return seed
  const changed = new Map<string, LibraryDocument>()
  const libraryDocuments = seed.libraryDocuments.map((document) => {
    const publication = published.get(document.id)
    if (publication === undefined) return document
    const { version, updatedAt } = publication
    const current = {
      ...document,
      version,
      updatedAt,
      url: documentUrl(apiOrigin, document.id, document.fileType, version)
    }
    changed.set(document.id, current)
    return current
  })
  const events = seed.events.map((event) =>
    event.requiredReading.some(({ documentId }) => changed.has(documentId))
      ? {
          ...event,
          requiredReading: event.requiredReading.map((item) => {
            const document = changed.get(item.documentId)
            return document === undefined ? item : requiredReadingOf(document, item.dueDate)
          })
        }
      : event
  )
  return { ...seed, libraryDocuments, events }
}

/**
 * `withPublishedVersions` for each request, made again only when the seed (once a second) or a
 * publication changed: with the large library, a copy of 10,000 documents per call would add up.
 */
export function servedSeed(apiOrigin: string): (seed: SeedData, writes: WriteStore) => SeedData {
  let last: { seed: SeedData; key: string; served: SeedData } | undefined
  return (seed, writes) => {
    const published = publishedVersions(writes)
    const key = JSON.stringify([...published])
    if (last?.seed !== seed || last.key !== key)
      last = { seed, key, served: withPublishedVersions(seed, published, apiOrigin) }
    return last.served
  }
}

const PublicationSchema = v.strictObject({ version: DocumentVersionSchema })

/**
 * `POST /documents/{id}/version` `{ "version": "55" }` under `/__control/library` (loopback, no
 * token): from now on the document has that version, updated now. Answers the document as the
 * library serves it; 404 for a document the library does not hold, 409 for its current version.
 */
export function publicationControl(options: {
  writes: WriteStore
  now: () => Date
  /** The seed as served at an instant, publications included. */
  seedAt: (at: Date) => SeedData
}): Hono {
  const { writes, now, seedAt } = options
  return new Hono().post('/documents/:id/version', async (c) => {
    const id = param(c, 'id')
    const body = await readJson(c, MAX_BODY_BYTES, { keepForbiddenKeys: true })
    if (!body.ok) return problem(c, body.status, body.message)
    const { version } = valid(PublicationSchema, body.value)
    const at = now()
    const before =
      seedAt(at).libraryDocuments.find((document) => document.id === id) ??
      fail(404, `There is no library document ${id}.`)
    if (before.version === version) fail(409, `${before.title} is at version ${version} already.`)
    const earlier = [...earlierVersions(writes, id), before.version].filter(
      (known, index, all) => known !== version && all.indexOf(known) === index
    )
    await writeStored(writes, 'publishedVersion', NO_CREW_MEMBER, id, { version, updatedAt: isoInstant(at), earlier })
    return c.json(seedAt(at).libraryDocuments.find((document) => document.id === id))
  })
}

import { Hono } from 'hono'
import { FILE_HEADERS, coursewarePage, simplePdf } from '../files.ts'
import { fail } from '../../service-http/problem.ts'
import { param, type ApiEnv } from '../middleware.ts'
import type { SeedData } from '../seed/index.ts'

/**
 * Every file the seed links to, by its name under `/files/` (without the link's query: a library
 * document's names its version, and the name serves the current one), with a title and what it is.
 */
function linkedFiles(seed: SeedData): Map<string, { title: string; lines: string[] }> {
  const files = new Map<string, { title: string; lines: string[] }>()
  const add = (url: string, title: string, lines: string[]) => {
    const name = url.slice(url.lastIndexOf('/files/') + '/files/'.length)
    files.set(name.split('?')[0] ?? name, { title, lines })
  }
  for (const document of seed.libraryDocuments)
    add(document.url, document.title, [
      `Version ${document.version}`,
      document.description ?? '',
      `Library document ${document.id}, updated ${document.updatedAt}.`
    ])
  for (const event of seed.events) {
    for (const document of event.documents)
      add(document.url, `${event.programName}: ${document.title}`, [
        `${event.trainingLocationDisplayName}, from ${event.startDate} to ${event.endDate}.`
      ])
    for (const record of event.trainingRecords ?? []) add(record.url, record.title, [`Issued ${record.issuedAt}.`])
  }
  return files
}

/** Stand-ins for the documents and courses the seed links to; no token, like signed storage URLs. */
export const fileRoutes = new Hono<ApiEnv>()
  .get('/files/:name', (c) => {
    const name = param(c, 'name')
    const file = linkedFiles(c.var.seed).get(name) ?? fail(404, `There is no file ${name}.`)
    if (!name.endsWith('.pdf')) fail(404, `${file.title} has no local preview; only PDF documents have one.`)
    const pdf = simplePdf(
      file.title,
      file.lines.filter((line) => line !== '')
    )
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
      // The app's service worker stores a required document's file for offline reading (CORS lets
      // it read the answer); the pilot's browser may keep it, and asks again before using it.
      'Cache-Control': 'private, no-cache'
    })
  })
  .get('/courseware/:id', (c) => {
    const id = param(c, 'id')
    const course =
      c.var.seed.courseware.find((candidate) => candidate.coursewareId === id) ??
      fail(404, `There is no courseware ${id}.`)
    return c.html(coursewarePage(course.title, course.percent), 200, FILE_HEADERS)
  })

import { FILE_HEADERS, coursewarePage, simplePdf } from '../files.ts'
import { errorReply } from '../http.ts'
import type { SeedData } from '../seed/index.ts'
import type { ApiRoute } from './context.ts'

/** Every file the seed links to, by its name under `/files/`, with a title and what it is. */
function linkedFiles(seed: SeedData): Map<string, { title: string; lines: string[] }> {
  const files = new Map<string, { title: string; lines: string[] }>()
  const add = (url: string, title: string, lines: string[]) => {
    const name = url.slice(url.lastIndexOf('/files/') + '/files/'.length)
    files.set(name, { title, lines })
  }
  for (const document of seed.libraryDocuments) add(document.url, document.title, [document.description ?? '', `Library document ${document.id}, updated ${document.updatedAt}.`])
  for (const event of seed.events) {
    for (const document of event.documents) add(document.url, `${event.programName}: ${document.title}`, [`${event.trainingLocationDisplayName}, from ${event.startDate} to ${event.endDate}.`])
    for (const record of event.trainingRecords ?? []) add(record.url, record.title, [`Issued ${record.issuedAt}.`])
  }
  return files
}

/** Stand-ins for the documents and courses the seed links to; no token, like signed storage URLs. */
export const fileRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: '/files/{name}',
    public: true,
    handle({ params, seed }) {
      const name = params.name ?? ''
      const file = linkedFiles(seed).get(name)
      if (file === undefined) return errorReply(404, `There is no file ${name}.`)
      if (!name.endsWith('.pdf')) return errorReply(404, `${file.title} has no local preview; only PDF documents have one.`)
      return {
        status: 200,
        headers: { 'Content-Disposition': `inline; filename="${name}"`, 'X-Content-Type-Options': 'nosniff' },
        raw: { contentType: 'application/pdf', data: simplePdf(file.title, file.lines.filter((line) => line !== '')) }
      }
    }
  },
  {
    method: 'GET',
    pattern: '/courseware/{id}',
    public: true,
    handle({ params, seed }) {
      const course = seed.courseware.find((candidate) => candidate.coursewareId === params.id)
      if (course === undefined) return errorReply(404, `There is no courseware ${params.id ?? ''}.`)
      return { status: 200, headers: FILE_HEADERS, raw: { contentType: 'text/html; charset=utf-8', data: coursewarePage(course.title, course.percent) } }
    }
  }
]

/**
 * Stand-ins for the files the seeded data links to (`/files/<id>.pdf`, `/courseware/<id>/`), so a
 * demo that opens a document or a course shows something real. In production these are signed
 * storage URLs opened in a new tab, which carries no bearer token; so are these.
 */

import { html } from 'hono/html'

/** Text for a PDF string literal: only printable ASCII, with the PDF escapes. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`)
}

/** A one-page PDF showing `title` and `lines`: the smallest valid document a browser's viewer opens. */
export function simplePdf(title: string, lines: string[]): Buffer {
  const text = [
    `BT /F1 20 Tf 72 760 Td (${pdfText(title)}) Tj ET`,
    ...lines.map((line, index) => `BT /F1 12 Tf 72 ${720 - index * 18} Td (${pdfText(line)}) Tj ET`)
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Crew Portal local services) >>`
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** The page a courseware launch URL opens: a placeholder for the real e-learning player. */
export function coursewarePage(title: string, percent: number): string {
  return String(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${title}</title>
        </head>
        <body>
          <main>
            <h1>${title}</h1>
            <p>This is the local stand-in for the e-learning player. Progress so far: ${percent}%.</p>
            <p>The app saves progress through <code>PUT /api/v1/courseware/{id}/progress</code>.</p>
          </main>
        </body>
      </html> `
  )
}

/** Headers for these pages: nothing may run, nothing may frame them. */
export const FILE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer'
}

import { createHash } from 'node:crypto'
import { html, raw } from 'hono/html'
import type { TelemetryRecord } from './envelopes.ts'

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:1.5rem;color:#1b1b1b;background:#fff}
h1{font-size:1.5rem;margin:0 0 .5rem}
table{border-collapse:collapse;width:100%}
caption{text-align:left;padding:.5rem 0;color:#444}
th,td{border:1px solid #bbb;padding:.4rem .6rem;text-align:left;vertical-align:top}
th{background:#eef1f5}
pre{margin:0;white-space:pre-wrap;word-break:break-word;font-size:.875rem}
a{color:#0b4ea2}
a:focus-visible{outline:3px solid #0b4ea2;outline-offset:2px}
`

/** The page's only style, allowed by hash: the CSP forbids every script and every other inline style. */
export const TELEMETRY_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'"
].join('; ')

function row(record: TelemetryRecord) {
  const properties = Object.keys(record.properties).length === 0 ? '' : JSON.stringify(record.properties, null, 2)
  return html`<tr>
    <td><time datetime="${record.receivedAt}">${record.receivedAt}</time></td>
    <td>${record.type}</td>
    <td>${record.name}</td>
    <td><pre>${properties}</pre></td>
  </tr> `
}

/** Newest first; everything shown comes from whoever posted telemetry, so Hono's `html` escapes it. */
export function renderTelemetryPage(records: readonly TelemetryRecord[], capacity: number): string {
  const body =
    records.length === 0
      ? html`<p>No telemetry received yet. The app sends it to <code>/v2/track</code> on this origin.</p>`
      : html`<table>
          <caption>
            ${records.length} item(s), newest first (the sink keeps the last ${capacity}).
          </caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Type</th>
              <th scope="col">Name</th>
              <th scope="col">Properties</th>
            </tr>
          </thead>
          <tbody>
            ${[...records].reverse().map(row)}
          </tbody>
        </table>`
  return String(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Crew Portal telemetry (local sink)</title>
          <style>
            ${raw(STYLE)}
          </style>
        </head>
        <body>
          <main>
            <h1>Telemetry received</h1>
            <p><a href="/">Refresh</a> · <a href="/__control/telemetry">As JSON</a></p>
            ${body}
          </main>
        </body>
      </html> `
  )
}

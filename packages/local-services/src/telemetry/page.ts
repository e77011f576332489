import { createHash } from 'node:crypto'
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

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Everything shown comes from whoever posted telemetry, so all of it is escaped text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

function row(record: TelemetryRecord): string {
  const properties = Object.keys(record.properties).length === 0 ? '' : JSON.stringify(record.properties, null, 2)
  return `<tr><td><time datetime="${escapeHtml(record.receivedAt)}">${escapeHtml(record.receivedAt)}</time></td><td>${escapeHtml(record.type)}</td><td>${escapeHtml(record.name)}</td><td><pre>${escapeHtml(properties)}</pre></td></tr>`
}

/** Newest first. */
export function renderTelemetryPage(records: readonly TelemetryRecord[], capacity: number): string {
  const rows = [...records].reverse().map(row).join('\n')
  const body =
    records.length === 0
      ? '<p>No telemetry received yet. The app sends it to <code>/v2/track</code> on this origin.</p>'
      : `<table><caption>${records.length} item(s), newest first (the sink keeps the last ${capacity}).</caption>
<thead><tr><th scope="col">Received</th><th scope="col">Type</th><th scope="col">Name</th><th scope="col">Properties</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Crew Portal telemetry (local sink)</title>
<style>${STYLE}</style></head>
<body><main>
<h1>Telemetry received</h1>
<p><a href="/">Refresh</a> · <a href="/__control/telemetry">As JSON</a></p>
${body}
</main></body></html>
`
}

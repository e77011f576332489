import { isRecord, parseJsonSafely } from '../service-http/body.ts'

/** One Content Security Policy violation as the sink keeps it, whichever way the browser sent it. */
export interface CspReport {
  /** Counts up from 1 for the sink's life, so a reader can ask for what came after the last it saw. */
  id: number
  receivedAt: string
  /** `report-to`: the Reporting API (`application/reports+json`); `report-uri`: the older `application/csp-report`. */
  via: 'report-to' | 'report-uri'
  documentURL: string
  effectiveDirective: string
  blockedURL: string
  /** The start of the refused value (a Trusted Types violation names the sink, then `|`, then the value). */
  sample: string
  sourceFile: string
  lineNumber: number | undefined
  disposition: string
}

export type CspReportBody = Omit<CspReport, 'id' | 'receivedAt'>

export type ParsedReports = { ok: true; reports: CspReportBody[] } | { ok: false; message: string }

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const line = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined

/** The Reporting API's body (camelCase) or report-uri's (kebab-case), as one shape. */
function violation(body: Record<string, unknown>, via: CspReportBody['via']): CspReportBody {
  const pick = (camel: string, kebab: string) => (via === 'report-to' ? body[camel] : body[kebab])
  return {
    via,
    documentURL: text(pick('documentURL', 'document-uri')),
    effectiveDirective: text(pick('effectiveDirective', 'effective-directive')) || text(body['violated-directive']),
    blockedURL: text(pick('blockedURL', 'blocked-uri')),
    sample: text(pick('sample', 'script-sample')),
    sourceFile: text(pick('sourceFile', 'source-file')),
    lineNumber: line(pick('lineNumber', 'line-number')),
    disposition: text(body.disposition)
  }
}

/**
 * What a browser posts to a CSP report endpoint: a Reporting API batch (a JSON array of reports, of
 * which only `csp-violation` ones are kept) or a single `{ "csp-report": … }` from `report-uri`.
 */
export function parseCspReports(contentType: string, raw: string): ParsedReports {
  let json: unknown
  try {
    json = parseJsonSafely(raw)
  } catch {
    return { ok: false, message: 'The report is not JSON.' }
  }
  if (/^application\/reports\+json\b/i.test(contentType)) {
    if (!Array.isArray(json)) return { ok: false, message: 'A Reporting API upload is a JSON array of reports.' }
    const reports = json.filter(
      (report) => isRecord(report) && report.type === 'csp-violation' && isRecord(report.body)
    )
    return {
      ok: true,
      reports: reports.map((report) => violation((report as { body: Record<string, unknown> }).body, 'report-to'))
    }
  }
  if (/^application\/(csp-report|json)\b/i.test(contentType)) {
    if (!isRecord(json) || !isRecord(json['csp-report']))
      return { ok: false, message: 'A report-uri report is an object with a "csp-report" member.' }
    return { ok: true, reports: [violation(json['csp-report'], 'report-uri')] }
  }
  return { ok: false, message: 'Send application/reports+json (report-to) or application/csp-report (report-uri).' }
}

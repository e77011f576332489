// What the diagnostics page may say about monitoring: whether it is configured and where the
// telemetry goes. The connection string's instrumentation key never leaves this function.

export interface MonitoringSummary {
  /** A non-empty connection string is set, so the Application Insights SDK loads after first paint. */
  configured: boolean
  /** The origin of the connection string's IngestionEndpoint (http or https only), or null. */
  ingestionOrigin: string | null
}

/** The `Key=Value;Key=Value` pairs of a connection string, keys compared case-insensitively as the SDK does. */
function connectionStringPart(connectionString: string, wanted: string): string | undefined {
  for (const pair of connectionString.split(';')) {
    const separator = pair.indexOf('=')
    if (separator < 0) continue
    if (pair.slice(0, separator).trim().toLowerCase() === wanted.toLowerCase()) return pair.slice(separator + 1).trim()
  }
  return undefined
}

function webOrigin(text: string | undefined): string | null {
  if (!text || !URL.canParse(text)) return null
  const url = new URL(text)
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
}

export function monitoringSummary(connectionString: string | undefined): MonitoringSummary {
  const text = typeof connectionString === 'string' ? connectionString.trim() : ''
  if (text === '') return { configured: false, ingestionOrigin: null }
  return { configured: true, ingestionOrigin: webOrigin(connectionStringPart(text, 'IngestionEndpoint')) }
}

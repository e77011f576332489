/**
 * CORS for the app's origin: the browser calls the API from another origin (another port), as in
 * production. Only listed origins get `Access-Control-Allow-Origin`; any other origin gets no CORS
 * headers, so its browser refuses to hand the answer to the page.
 */
export const ALLOWED_METHODS = 'GET, POST, PUT, OPTIONS'
export const ALLOWED_HEADERS = 'Authorization, Content-Type'

export function corsHeaders(origin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' }
  if (origin !== undefined && allowedOrigins.includes(origin)) {
    headers['Access-Control-Allow-Origin'] = origin
    // The app reads the challenge to tell an expired token from a missing one.
    headers['Access-Control-Expose-Headers'] = 'WWW-Authenticate'
  }
  return headers
}

export function preflightHeaders(origin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  if (origin === undefined || !allowedOrigins.includes(origin)) return {}
  return {
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600'
  }
}

import { type LocalOrigins, SIGNED_OUT_PATH } from '../ports.ts'

/** Where the survey script lives: on the telemetry sink's origin, beside the hosted survey. */
export function surveyScriptUrl(origins: LocalOrigins): string {
  return `${origins.telemetry}/survey/survey.js`
}

/** Where browsers send Content Security Policy violations: the telemetry sink collects them. */
export const CSP_REPORT_PATH = '/csp-reports'

/** The Reporting API endpoint that the policy's `report-to` names (`Reporting-Endpoints`). */
export const CSP_REPORT_ENDPOINT = 'csp'

export function cspReportUrl(origins: LocalOrigins): string {
  return `${origins.telemetry}${CSP_REPORT_PATH}`
}

/**
 * The Trusted Types policies the app creates, by name (the core's `TRUSTED_TYPES_POLICIES`, which
 * creates them; docs/security-trusted-types.md). No other name, and no name twice, can be created.
 */
export const TRUSTED_TYPES_POLICIES = ['crew-survey-script', 'crew-service-worker'] as const

/** The service worker's script: its policy reports through `report-uri` (see below). */
export const SERVICE_WORKER_PATH = '/sw.js'

/**
 * What the sign-out's return page (`SIGNED_OUT_PATH`, a path of its own so that a plain visit of `/`
 * clears nothing) clears: the HTTP cache, and every storage of the origin (local and session storage,
 * IndexedDB with the door pass's keys, the service worker and its caches).
 */
export const CLEAR_SITE_DATA = '"cache", "storage"'

/**
 * The app's Content-Security-Policy. Scripts come only from the app itself and the survey's origin
 * (no inline script, no eval), and every DOM sink that runs script takes only a Trusted Type from one
 * of the app's named policies (`require-trusted-types-for`, `trusted-types`). The browser SDKs talk to
 * the API, the identity provider (token endpoint), the flag service (evaluation, stream, events) and
 * the telemetry sink. MSAL's silent renewal loads the identity provider in a hidden iframe, which then
 * lands on the app's own `/redirect.html` inside that frame: hence `frame-src` for the provider and the
 * app itself (the check follows redirects) and `frame-ancestors 'self'` (with `'none'` the bridge page
 * could not run inside the app's own iframe). Styles allow inline because React style attributes and
 * the widgets' shadow-root `<style>` need it; inline style cannot run code. No page has a `<base>`,
 * so `base-uri 'none'`.
 *
 * Violations are reported to the telemetry sink: `report-to` (the Reporting API) where the browser
 * has it, else `report-uri`. Chromium delivers no Reporting API report from a service worker, and
 * ignores `report-uri` beside `report-to`: the worker's own policy (`worker: true`) names
 * `report-uri` alone, so its violations are reported too.
 */
export function contentSecurityPolicy(origins: LocalOrigins, options: { worker?: boolean } = {}): string {
  const survey = new URL(surveyScriptUrl(origins)).origin
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", survey]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", origins.api, origins.identity, origins.flags, origins.telemetry]],
    // 'self': the provider redirects the hidden iframe back to the app's /redirect.html.
    ['frame-src', ["'self'", origins.identity, survey]],
    ['child-src', ["'self'", origins.identity, survey]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'", origins.identity]],
    ['frame-ancestors', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [...TRUSTED_TYPES_POLICIES]],
    ['report-uri', [cspReportUrl(origins)]]
  ]
  if (!options.worker) directives.push(['report-to', [CSP_REPORT_ENDPOINT]])
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ')
}

/**
 * MSAL's first token call asks the identity provider for its metadata, at the URL MSAL makes of the
 * authority in OIDC mode (lower case, one trailing slash, then `.well-known/openid-configuration`).
 * The app's HTML preloads it (a `Link` header), so it downloads beside the scripts instead of after
 * them. deploy/start.sh states the same rule for production.
 */
export function authorityMetadataPreload(authority: string): string {
  const canonical = authority.toLowerCase().replace(/\/?$/, '/')
  return `<${canonical}.well-known/openid-configuration>; rel=preload; as=fetch; crossorigin=anonymous`
}

/** Headers on every answer of the app origin, as production serves them. */
export function securityHeaders(origins: LocalOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'Reporting-Endpoints': `${CSP_REPORT_ENDPOINT}="${cspReportUrl(origins)}"`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    // The camera for this origin alone: the gate (/gate) scans door codes with it. The worker answers
    // an offline navigation with the cached index.html and its headers, so one policy serves every path.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()'
  }
}

/**
 * What one path adds to (or changes in) the security headers: the service worker's own policy, and
 * `Clear-Site-Data` on the page the sign-out returns to.
 */
export function pathHeaders(origins: LocalOrigins, pathname: string): Record<string, string> {
  if (pathname === SERVICE_WORKER_PATH)
    return { 'Content-Security-Policy': contentSecurityPolicy(origins, { worker: true }) }
  // Never from a cache: Chromium drops Clear-Site-Data from a stored answer.
  if (pathname === SIGNED_OUT_PATH) return { 'Clear-Site-Data': CLEAR_SITE_DATA, 'Cache-Control': 'no-store' }
  return {}
}

/** Vite puts content-hashed bundles under /assets; only those may be cached for good. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
}

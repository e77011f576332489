import type { LocalOrigins } from '../ports.ts'

/** Where the survey script lives: on the telemetry sink's origin, beside the hosted survey. */
export function surveyScriptUrl(origins: LocalOrigins): string {
  return `${origins.telemetry}/survey/survey.js`
}

/**
 * The app's Content-Security-Policy. Scripts come only from the app itself and the survey's origin
 * (no inline script, no eval). The browser SDKs talk to the API, the identity provider (token
 * endpoint), the flag service (evaluation, stream, events) and the telemetry sink. MSAL's silent
 * renewal loads the identity provider in a hidden iframe, which then lands on the app's own
 * `/redirect.html` inside that frame: hence `frame-src` for the provider and the app itself (the check
 * follows redirects) and `frame-ancestors 'self'`
 * (with `'none'` the bridge page could not run inside the app's own iframe).
 * Styles allow inline because React style attributes and the widgets' shadow-root `<style>` need it;
 * inline style cannot run code.
 */
export function contentSecurityPolicy(origins: LocalOrigins): string {
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
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]]
  ]
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
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    // The camera for this origin alone: the gate (/gate) scans door codes with it. The worker answers
    // an offline navigation with the cached index.html and its headers, so one policy serves every path.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()'
  }
}

/** Vite puts content-hashed bundles under /assets; only those may be cached for good. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
}

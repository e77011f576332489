import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context } from 'hono'
import { etag } from 'hono/etag'
import { html } from 'hono/html'
import { createServiceApp } from '../service-http/app.ts'
import { listenHttps } from '../service-http/server.ts'
import type { RunningService, ServiceOptions } from '../service.ts'
import { authorityMetadataPreload, cacheControlFor, pathHeaders, securityHeaders } from './headers.ts'
import { localAppSettings } from './settings.ts'
import { isDeepLink, isFile } from './static-files.ts'

export interface AppServerOptions extends ServiceOptions {
  /** The host app's production build (`packages/host-app/dist`). */
  distDir: string
  buildNumber: string
}

export const SETTINGS_PATH = '/settings.json'

const text = (
  c: Context,
  status: 200 | 404 | 405 | 503,
  type: string,
  body: string,
  headers: Record<string, string> = {}
) =>
  c.req.method === 'HEAD'
    ? c.body(null, status, { 'Content-Type': type, ...headers })
    : c.body(body, status, { 'Content-Type': type, ...headers })

/** A path whose escapes do not decode names nothing. */
function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Serves the built host app as production does (the same rules as deploy/Caddyfile): strict
 * headers on every answer, the settings file generated from the local origins, precompressed
 * brotli and gzip files, hashed assets cached for good, deep links answered by the SPA.
 */
export async function startAppServer(options: AppServerOptions): Promise<RunningService> {
  const root = resolve(options.distDir)
  const headers = securityHeaders(options.origins)
  const appSettings = localAppSettings(options.origins, options.buildNumber)
  const settings = JSON.stringify(appSettings, null, 2)
  const preload = authorityMetadataPreload(appSettings.b2cSettings.authority)
  const app = createServiceApp({ name: 'app', ...(options.log ? { log: options.log } : {}) })

  app.use(async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
    const { pathname } = new URL(c.req.url)
    if (!c.res.headers.has('Cache-Control'))
      c.res.headers.set(
        'Cache-Control',
        c.res.status === 200 || c.res.status === 304 ? cacheControlFor(pathname) : 'no-cache'
      )
    // The service worker's policy, and the sign-out's return page clearing what the origin kept.
    for (const [name, value] of Object.entries(pathHeaders(options.origins, pathname))) c.res.headers.set(name, value)
    // The app's page (index.html, at / or a deep link; not the static pages or the redirect bridge):
    // the identity provider's metadata downloads beside its scripts.
    const appPage = pathname === '/index.html' || !pathname.includes('.')
    if (appPage && c.res.status === 200 && c.res.headers.get('Content-Type')?.startsWith('text/html'))
      c.res.headers.set('Link', preload)
  })
  app.on(['GET', 'HEAD'], SETTINGS_PATH, (c) =>
    c.body(settings, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' })
  )
  app.all('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return text(c, 405, 'text/plain; charset=utf-8', 'Method not allowed\n', { Allow: 'GET, HEAD' })
    if (!(await isFile(join(root, 'index.html')))) {
      return text(c, 503, 'text/html; charset=utf-8', notBuiltPage(root), {
        'Cache-Control': 'no-store',
        'Retry-After': '10'
      })
    }
    return next()
  })
  app.use(etag({ weak: true }))
  // The build writes .br and .gz beside each text file; the browser gets the smallest it accepts.
  app.use(serveStatic({ root, precompressed: true }))
  app.get('*', async (c) => {
    const { pathname } = new URL(c.req.url)
    if (!isDeepLink(pathname) || !decodes(pathname)) return text(c, 404, 'text/plain; charset=utf-8', 'Not found\n')
    return text(c, 200, 'text/html; charset=utf-8', await readFile(join(root, 'index.html'), 'utf8'), {
      'Cache-Control': 'no-cache'
    })
  })

  const service = await listenHttps(app, options, { http2: true })
  options.log?.(`app: serving ${root} at ${options.origins.app}`)
  return { name: 'app', url: options.origins.app, close: service.close }
}

function notBuiltPage(root: string): string {
  return String(
    html`<!DOCTYPE html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>Crew Portal is not built yet</title>
        </head>
        <body>
          <main>
            <h1>Crew Portal is not built yet</h1>
            <p>There is no production build in <code>${root}</code>.</p>
            <p>
              Build it with <code>npm run build -w @crew-portal/host-app</code> (or restart <code>npm start</code>,
              which builds it), then reload this page.
            </p>
          </main>
        </body>
      </html> `
  )
}

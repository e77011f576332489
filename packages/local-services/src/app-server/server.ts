import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { escapeHtml } from '../identity/pages.ts'
import { listenHttps } from '../service-http/server.ts'
import type { RunningService, ServiceOptions } from '../service.ts'
import { cacheControlFor, securityHeaders } from './headers.ts'
import { localAppSettings } from './settings.ts'
import { contentTypeFor, isDeepLink, isFile, resolveRequestPath } from './static-files.ts'

export interface AppServerOptions extends ServiceOptions {
  /** The host app's production build (`packages/host-app/dist`). */
  distDir: string
  buildNumber: string
}

export const SETTINGS_PATH = '/settings.json'

/**
 * Serves the built host app as production does: strict headers on every answer, the settings file
 * generated from the local origins, hashed assets cached for good, deep links answered by the SPA.
 */
export async function startAppServer(options: AppServerOptions): Promise<RunningService> {
  const root = resolve(options.distDir)
  const headers = securityHeaders(options.origins)
  const settings = JSON.stringify(localAppSettings(options.origins, options.buildNumber), null, 2)

  const service = await listenHttps(options, 'app', async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'https://localhost').pathname
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, request, 405, { ...headers, Allow: 'GET, HEAD', 'Cache-Control': 'no-cache' }, 'text/plain; charset=utf-8', 'Method not allowed\n')
    }
    if (pathname === SETTINGS_PATH) {
      return send(response, request, 200, { ...headers, 'Cache-Control': 'no-cache' }, 'application/json; charset=utf-8', settings)
    }
    const index = join(root, 'index.html')
    if (!(await isFile(index))) {
      return send(response, request, 503, { ...headers, 'Cache-Control': 'no-store', 'Retry-After': '10' }, 'text/html; charset=utf-8', notBuiltPage(root))
    }
    const resolution = resolveRequestPath(root, pathname)
    if (resolution.kind === 'invalid') return notFound(response, request, headers)
    if (resolution.kind === 'file' && (await isFile(resolution.path))) {
      return sendFile(response, request, resolution.path, { ...headers, 'Cache-Control': cacheControlFor(pathname) })
    }
    if (resolution.kind === 'app' || isDeepLink(pathname)) {
      return sendFile(response, request, index, { ...headers, 'Cache-Control': 'no-cache' })
    }
    return notFound(response, request, headers)
  })
  options.log?.(`app: serving ${root} at ${options.origins.app}`)
  return { name: 'app', url: options.origins.app, close: service.close }
}

function send(response: ServerResponse, request: IncomingMessage, status: number, headers: Record<string, string>, type: string, body: string): void {
  response.writeHead(status, { ...headers, 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)) })
  response.end(request.method === 'HEAD' ? undefined : body)
}

function notFound(response: ServerResponse, request: IncomingMessage, headers: Record<string, string>): void {
  send(response, request, 404, { ...headers, 'Cache-Control': 'no-cache' }, 'text/plain; charset=utf-8', 'Not found\n')
}

async function sendFile(response: ServerResponse, request: IncomingMessage, path: string, headers: Record<string, string>): Promise<void> {
  const { size, mtime } = await stat(path)
  const etag = `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`
  const common = { ...headers, ETag: etag, 'Last-Modified': mtime.toUTCString() }
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, common)
    response.end()
    return
  }
  response.writeHead(200, { ...common, 'Content-Type': contentTypeFor(path), 'Content-Length': String(size) })
  if (request.method === 'HEAD') {
    response.end()
    return
  }
  // Small files are read at once; the stream keeps large bundles off the heap.
  if (size < 64 * 1024) {
    response.end(await readFile(path))
    return
  }
  await new Promise<void>((done, fail) => {
    createReadStream(path).on('error', fail).on('end', done).pipe(response)
  })
}

function notBuiltPage(root: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Crew Portal is not built yet</title></head>
<body>
<main>
<h1>Crew Portal is not built yet</h1>
<p>There is no production build in <code>${escapeHtml(root)}</code>.</p>
<p>Build it with <code>npm run build -w @crew-portal/host-app</code> (or restart <code>npm start</code>, which builds it), then reload this page.</p>
</main>
</body>
</html>
`
}

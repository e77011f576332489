import { createSecureServer } from 'node:http2'
import { createServer } from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import { serve } from '@hono/node-server'
import type { ServiceOptions } from '../service.ts'

export interface HttpsService {
  url: string
  /** Ends open connections too (event streams would otherwise keep `close()` waiting forever). */
  close(): Promise<void>
}

export interface ListenOptions {
  /** Loopback unless said otherwise. */
  host?: string
  /**
   * HTTP/2 (and HTTP/1.1 for a client that asks for it), as production's front end speaks to
   * browsers: one connection carries all of a page's files. The app's own files only: a fault that
   * resets a connection would, over HTTP/2, end every other call on it too.
   */
  http2?: boolean
}

/**
 * The one listen helper: a Hono app over HTTPS with the local certificate, on `options.port` (0
 * picks a free port, which tests use), on loopback only.
 */
export async function listenHttps(
  app: { fetch: Parameters<typeof serve>[0]['fetch'] },
  options: Pick<ServiceOptions, 'port' | 'tls'>,
  { host = 'localhost', http2 = false }: ListenOptions = {}
): Promise<HttpsService> {
  const sockets = new Set<Socket>()
  const { key, cert } = options.tls
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      http2
        ? {
            fetch: app.fetch,
            port: options.port,
            hostname: host,
            createServer: createSecureServer,
            serverOptions: { key, cert, allowHTTP1: true }
          }
        : { fetch: app.fetch, port: options.port, hostname: host, createServer, serverOptions: { key, cert } },
      () => resolve(started)
    )
    started.once('error', reject)
  })
  // Longer than clients keep an idle connection: a client must never reuse a socket the server is
  // closing at that moment (a POST then fails with ECONNRESET).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
  }
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
  }
}

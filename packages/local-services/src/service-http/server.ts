import { createServer } from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import { serve } from '@hono/node-server'
import type { ServiceOptions } from '../service.ts'

export interface HttpsService {
  url: string
  /** Ends open connections too (event streams would otherwise keep `close()` waiting forever). */
  close(): Promise<void>
}

/**
 * The one listen helper: a Hono app over HTTPS with the local certificate, on `options.port` (0
 * picks a free port, which tests use), on loopback only.
 */
export async function listenHttps(app: { fetch: Parameters<typeof serve>[0]['fetch'] }, options: Pick<ServiceOptions, 'port' | 'tls'>, host = 'localhost'): Promise<HttpsService> {
  const sockets = new Set<Socket>()
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      { fetch: app.fetch, port: options.port, hostname: host, createServer, serverOptions: { key: options.tls.key, cert: options.tls.cert } },
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

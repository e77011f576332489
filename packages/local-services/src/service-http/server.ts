import { createServer, type Server } from 'node:https'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { ServiceOptions } from '../service.ts'
import { sendJson } from './respond.ts'

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void

export interface HttpsService {
  server: Server
  url: string
  /** Ends open connections too (event streams would otherwise keep `close()` waiting forever). */
  close(): Promise<void>
}

/**
 * Listens with the local certificate on `options.port` (0 picks a free port, which tests use).
 * A handler that throws answers 500 instead of crashing the process.
 */
export async function listenHttps(options: ServiceOptions, name: string, handler: RequestHandler): Promise<HttpsService> {
  const sockets = new Set<Socket>()
  const server = createServer({ key: options.tls.key, cert: options.tls.cert }, (request, response) => {
    Promise.resolve()
      .then(() => handler(request, response))
      .catch((error: unknown) => {
        options.log?.(`${name}: ${request.method ?? '?'} ${request.url ?? '?'} failed: ${String(error)}`)
        if (!response.headersSent) sendJson(response, 500, { message: 'Internal error in the local service.' })
        else response.destroy()
      })
  })
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, 'localhost', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : options.port
  return {
    server,
    url: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      })
  }
}

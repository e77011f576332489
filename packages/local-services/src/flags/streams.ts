import type { SSEStreamingApi } from 'hono/streaming'
import type { EvaluationContext } from './context.ts'

/** One connected client stream: `/eval` streams carry flag data, `/ping` streams only say "refetch". */
export interface StreamClient {
  kind: 'eval' | 'ping'
  context?: EvaluationContext
  withReasons: boolean
  stream: SSEStreamingApi
}

/**
 * The open streams (Hono's server-sent events). Comments keep idle connections (and proxies)
 * alive; the SDK cycles a stream after five minutes without data.
 */
export class StreamHub {
  readonly #clients = new Map<StreamClient, () => void>()
  readonly #keepAlive: NodeJS.Timeout

  constructor(keepAliveMs: number) {
    this.#keepAlive = setInterval(() => {
      for (const client of this.#clients.keys()) client.stream.write(':keep-alive\n\n').catch(() => this.#drop(client))
    }, keepAliveMs)
    this.#keepAlive.unref()
  }

  get size(): number {
    return this.#clients.size
  }

  /** Keeps the client until it goes away or the hub closes; resolves then (the stream's callback waits on it). */
  add(client: StreamClient): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.#clients.delete(client)
        resolve()
      }
      this.#clients.set(client, done)
      client.stream.onAbort(done)
    })
  }

  /** Sends each client its own event (per-context evaluation); `undefined` skips that client. */
  each(build: (client: StreamClient) => { event: string; data: string } | undefined): void {
    for (const client of this.#clients.keys()) {
      const message = build(client)
      // A stream that went away between its last write and this one is dropped, never thrown on.
      if (message !== undefined) client.stream.writeSSE(message).catch(() => this.#drop(client))
    }
  }

  #drop(client: StreamClient): void {
    this.#clients.get(client)?.()
  }

  closeAll(): void {
    clearInterval(this.#keepAlive)
    for (const [client, done] of this.#clients) {
      void client.stream.close()
      done()
    }
    this.#clients.clear()
  }
}

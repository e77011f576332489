import type { ServerResponse } from 'node:http'
import type { EvaluationContext } from './context.ts'

/** One connected client stream: `/eval` streams carry flag data, `/ping` streams only say "refetch". */
export interface StreamClient {
  kind: 'eval' | 'ping'
  context?: EvaluationContext
  withReasons: boolean
  response: ServerResponse
}

/** Server-sent-events framing: one `data:` line per line of the payload. */
export function formatEvent(event: string, data: string): string {
  return `event: ${event}\n${data
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`
}

/**
 * The open streams. Comments keep idle connections (and proxies) alive; the SDK cycles a stream
 * after five minutes without data.
 */
export class StreamHub {
  readonly #clients = new Set<StreamClient>()
  readonly #keepAlive: NodeJS.Timeout

  constructor(keepAliveMs: number) {
    this.#keepAlive = setInterval(() => this.#broadcastRaw(':keep-alive\n\n'), keepAliveMs)
    this.#keepAlive.unref()
  }

  get size(): number {
    return this.#clients.size
  }

  add(client: StreamClient): void {
    this.#clients.add(client)
    client.response.on('close', () => this.#clients.delete(client))
  }

  /** Sends each client its own event (per-context evaluation); `undefined` skips that client. */
  each(build: (client: StreamClient) => { event: string; data: string } | undefined): void {
    for (const client of this.#clients) {
      const message = build(client)
      if (message !== undefined) client.response.write(formatEvent(message.event, message.data))
    }
  }

  closeAll(): void {
    clearInterval(this.#keepAlive)
    for (const client of this.#clients) client.response.end()
    this.#clients.clear()
  }

  #broadcastRaw(text: string): void {
    for (const client of this.#clients) client.response.write(text)
  }
}

import type { APIRequestContext, Page } from '@playwright/test'
import { origins } from '../playwright.config.ts'
import { readObjectStore } from './indexed-db.ts'

/** The outbox's database (core `outbox/database.ts`). */
export const OUTBOX_DATABASE = 'crew-portal-outbox'

/** Every entry of the outbox, of every account, as stored; none when there is no database. */
export async function outboxEntries(page: Page): Promise<Array<Record<string, unknown>>> {
  return (await readObjectStore(page, OUTBOX_DATABASE, 'entries')) as Array<Record<string, unknown>>
}

/**
 * How many times the local API applied `method path` for `email` (its control endpoint
 * `GET /__control/applied`): a write answered again for a repeated Idempotency-Key is not counted.
 */
export async function appliedWrites(
  request: APIRequestContext,
  email: string,
  method: string,
  path: string
): Promise<number> {
  const response = await request.get(`${origins.api}/__control/applied`)
  if (!response.ok()) throw new Error(`applied writes not read: ${response.status()} ${await response.text()}`)
  const list = (await response.json()) as Array<{ user: string; method: string; path: string; applied: number }>
  return list.find((entry) => entry.user === email && entry.method === method && entry.path === path)?.applied ?? 0
}

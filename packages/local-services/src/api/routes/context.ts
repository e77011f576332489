import type { Reply } from '../http.ts'
import type { Method } from '../router.ts'
import type { SeedData, SeededUser } from '../seed/index.ts'
import type { WriteStore } from '../store.ts'

/** What every handler sees: the seeded data for this request's clock, and the request's parts. */
export interface PublicContext {
  now: Date
  seed: SeedData
  params: Record<string, string>
  query: URLSearchParams
}

/** A handler behind the token check also knows the crew member, the body and the saved writes. */
export interface UserContext extends PublicContext {
  user: SeededUser
  body: unknown
  writes: WriteStore
}

export type ApiRoute =
  | { method: Method; pattern: string; public: true; handle(context: PublicContext): Reply | Promise<Reply> }
  | { method: Method; pattern: string; public?: false; handle(context: UserContext): Reply | Promise<Reply> }

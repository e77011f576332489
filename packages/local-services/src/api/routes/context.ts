import type { Reply } from '../http.ts'
import type { PassIssuer } from '../pass-issuer.ts'
import type { Method } from '../router.ts'
import type { SeedData, SeededUser } from '../seed/index.ts'
import type { WriteStore } from '../store.ts'

/**
 * What every handler sees: the seeded data for this request's clock, the request's parts, the saved
 * writes and the door pass's issuer (a gate, signed out, reads its keys and the revoked devices).
 */
export interface PublicContext {
  now: Date
  seed: SeedData
  params: Record<string, string>
  query: URLSearchParams
  writes: WriteStore
  passIssuer: PassIssuer
}

/** A handler behind the token check also knows the crew member and the body. */
export interface UserContext extends PublicContext {
  user: SeededUser
  body: unknown
}

export type ApiRoute =
  | { method: Method; pattern: string; public: true; handle(context: PublicContext): Reply | Promise<Reply> }
  | { method: Method; pattern: string; public?: false; handle(context: UserContext): Reply | Promise<Reply> }

import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { routePath } from 'hono/route'
import * as v from 'valibot'
import { readJson } from '../service-http/body.ts'
import { fail, problem } from '../service-http/problem.ts'
import type { AppliedWrites } from './applied.ts'
import type { LocalOrigins } from '../ports.ts'
import type { PassIssuer } from './pass-issuer.ts'
import { findSeededUser, type SeedData, type SeededUser } from './seed/index.ts'
import type { WriteStore } from './store.ts'
import { authenticateChallenge, checkAccessToken, type TokenPolicy } from './tokens.ts'

/**
 * What the API's handlers read from `c.var`: the server sets the clock, the seeded data for it, the
 * saved writes, the count of writes applied, the door pass's issuer and the token policy; requireCrewMember adds the crew member,
 * jsonBody the body of a write.
 */
export type ApiEnv = {
  Variables: {
    now: Date
    seed: SeedData
    writes: WriteStore
    applied: AppliedWrites
    passIssuer: PassIssuer
    tokens: TokenPolicy
    /** The services' origins: the links an answer gives (the calendar feed's, its events' pages). */
    origins: LocalOrigins
    user: SeededUser
    body: unknown
  }
}
export type ApiContext = Context<ApiEnv>

/** Bodies are small JSON documents; anything bigger is a client bug or an attack. */
export const MAX_BODY_BYTES = 64 * 1024

/** The bearer token's crew member as `c.var.user`; otherwise a 401 with the RFC 6750 challenge, or a 403. */
export const requireCrewMember = createMiddleware<ApiEnv>(async (c, next) => {
  const check = await checkAccessToken(c.req.header('authorization'), c.var.tokens)
  if (!check.ok)
    return problem(c, 401, check.message, {
      headers: { 'WWW-Authenticate': authenticateChallenge(check, 'crew-portal-api') }
    })
  const user = findSeededUser(check.claims)
  if (user === undefined) return problem(c, 403, 'This account is not a crew member of the Crew Portal.')
  c.set('user', user)
  await next()
})

/**
 * The JSON body of a write as `c.var.body` (415 unless declared JSON). A `__proto__` key stays an
 * own property, so the route's strict schema refuses it by name.
 */
export const jsonBody = createMiddleware<ApiEnv>(async (c, next) => {
  const body = await readJson(c, MAX_BODY_BYTES, { strict: true, keepForbiddenKeys: true })
  if (!body.ok) return problem(c, body.status, body.message)
  c.set('body', body.value)
  await next()
})

/** A `:name` value in its own case and decoded: the router saw the path with its literal segments recased. */
export function param(c: Context, name: string): string {
  const at = routePath(c).split('/').indexOf(`:${name}`)
  return decodeURIComponent(new URL(c.req.url).pathname.split('/')[at] ?? '')
}

/** `value` as `schema` has it; otherwise the contract's 400, naming the first offending field. */
export function valid<Schema extends v.GenericSchema>(schema: Schema, value: unknown): v.InferOutput<Schema> {
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  const [issue] = result.issues
  const field = v.getDotPath(issue) ?? 'body'
  return fail(400, `${field}: ${issue.message}`, field)
}

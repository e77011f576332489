import * as v from 'valibot'
import { ClaimsError } from './errors.ts'
import type { UserProfile } from '../ports/auth.ts'

// Identity providers spell the same claim differently (B2C custom policies, plain OIDC, our API).
const CLAIM_NAMES = {
  givenName: ['givenName', 'given_name', 'firstName'],
  lastName: ['lastName', 'family_name', 'familyName', 'surname'],
  email: ['email', 'emails', 'preferred_username'],
  userId: ['userId', 'extension_userId', 'oid', 'sub'],
  b2cId: ['b2cId', 'oid', 'sub']
} as const satisfies Record<keyof UserProfile, readonly string[]>

const MAX_CLAIM_LENGTH = 512

const claimText = v.pipe(v.string(), v.trim(), v.maxLength(MAX_CLAIM_LENGTH))
const claimValue = v.union([claimText, v.array(claimText)])
const emailSchema = v.pipe(v.string(), v.email())

function pick(claims: Record<string, unknown>, names: readonly string[], field: string): string | undefined {
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(claims, name)) continue
    const raw = claims[name]
    if (raw === undefined || raw === null) continue
    const result = v.safeParse(claimValue, raw)
    if (!result.success)
      throw new ClaimsError(`${field} (claim ${name}) must be a string of at most ${MAX_CLAIM_LENGTH} characters`)
    const value = Array.isArray(result.output) ? result.output[0] : result.output
    if (value) return value
  }
  return undefined
}

/**
 * The user profile from ID-token claims or the API's user record. givenName and firstName are
 * both accepted (R-USER-1). E-mail and an id are required; names may be missing (shown empty).
 */
export function userFromClaims(claims: unknown): UserProfile {
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new ClaimsError('expected an object of claims')
  }
  const record = claims as Record<string, unknown>
  const email = pick(record, CLAIM_NAMES.email, 'email')
  if (!email || !v.is(emailSchema, email)) throw new ClaimsError('email is missing or not an e-mail address')
  const userId = pick(record, CLAIM_NAMES.userId, 'userId')
  if (!userId) throw new ClaimsError('userId (or oid / sub) is missing')
  return {
    email,
    givenName: pick(record, CLAIM_NAMES.givenName, 'givenName') ?? '',
    lastName: pick(record, CLAIM_NAMES.lastName, 'lastName') ?? '',
    userId,
    b2cId: pick(record, CLAIM_NAMES.b2cId, 'b2cId') ?? userId
  }
}

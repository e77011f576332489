import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'

export interface TokenPolicy {
  issuer: string
  audience: string
  scope: string
  keys: JWTVerifyGetKey
  now: () => Date
}

export type TokenCheck =
  | { ok: true; claims: JWTPayload }
  | { ok: false; error: 'invalid_request' | 'invalid_token' | 'insufficient_scope'; message: string }

/** Asymmetric algorithms only: `none` and shared-secret algorithms can never verify here. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA']

/** The bearer token of an `Authorization` header, or `undefined`. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+([\w.~+/-]+=*)$/i.exec(header?.trim() ?? '')
  return match?.[1]
}

/** Scopes arrive as a space-separated `scope` (OAuth, oidc-provider) or as `scp` (Azure AD). */
export function grantedScopes(claims: JWTPayload): string[] {
  const raw = claims.scope ?? claims.scp
  if (typeof raw === 'string') return raw.split(' ').filter((scope) => scope !== '')
  if (Array.isArray(raw)) return raw.filter((scope): scope is string => typeof scope === 'string')
  return []
}

export async function checkAccessToken(header: string | undefined, policy: TokenPolicy): Promise<TokenCheck> {
  const token = bearerToken(header)
  if (token === undefined) {
    return { ok: false, error: 'invalid_request', message: 'A bearer access token is required.' }
  }
  let claims: JWTPayload
  try {
    const verified = await jwtVerify(token, policy.keys, {
      issuer: policy.issuer,
      audience: policy.audience,
      algorithms: ALGORITHMS,
      currentDate: policy.now(),
      requiredClaims: ['exp', 'sub'],
      clockTolerance: 5
    })
    claims = verified.payload
  } catch (error) {
    return { ok: false, error: 'invalid_token', message: describeTokenError(error) }
  }
  if (!grantedScopes(claims).includes(policy.scope)) {
    return { ok: false, error: 'insufficient_scope', message: `The access token lacks the scope ${policy.scope}.` }
  }
  return { ok: true, claims }
}

function describeTokenError(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'The access token has expired.'
  if (error instanceof errors.JWTClaimValidationFailed)
    return `The access token's ${error.claim} claim is not accepted.`
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'The access token signature is not valid.'
  if (error instanceof errors.JWKSNoMatchingKey) return 'The access token was not signed by the identity provider.'
  if (error instanceof errors.JOSEAlgNotAllowed) return 'The access token algorithm is not accepted.'
  return 'The access token is not valid.'
}

/** The `WWW-Authenticate` value of RFC 6750 for a failed check. */
export function authenticateChallenge(check: Extract<TokenCheck, { ok: false }>, realm: string): string {
  const description = check.message.replaceAll('"', "'")
  return `Bearer realm="${realm}", error="${check.error}", error_description="${description}"`
}

import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose'
import { API_AUDIENCE, API_SCOPE, localOrigins, SPA_CLIENT_ID } from '../../src/ports.ts'

export const TEST_ISSUER = localOrigins().identity
export const TEST_AUDIENCE = API_AUDIENCE

export interface TestSigner {
  /** The key set the API under test verifies against (what `/jwks` would serve). */
  keys: JWTVerifyGetKey
  /** The public JWKS document, for tests that serve it over HTTPS. */
  jwks: { keys: object[] }
  /** Times are epoch seconds; the default is issued now and expiring in ten minutes. */
  sign(claims?: JWTPayload, options?: { issuedAt?: number; expiresAt?: number }): Promise<string>
}

/** A key pair like the identity provider's, and tokens shaped like its access tokens. */
export async function createTestSigner(kid = 'test-key-1'): Promise<TestSigner> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  const jwks = { keys: [jwk] }
  return {
    keys: createLocalJWKSet(jwks),
    jwks,
    async sign(claims = {}, options = {}) {
      const payload: JWTPayload = {
        iss: TEST_ISSUER,
        aud: TEST_AUDIENCE,
        sub: 'usr-1001',
        email: 'bat.pilot@example.com',
        scope: `openid profile ${API_SCOPE}`,
        client_id: SPA_CLIENT_ID,
        ...claims
      }
      const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000)
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(options.expiresAt ?? issuedAt + 600)
        .sign(privateKey)
    }
  }
}

const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An unsecured JWT (`alg: none`): the classic forgery a verifier must refuse. */
export function unsignedToken(claims: JWTPayload): string {
  const now = Math.floor(Date.now() / 1000)
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ iat: now, exp: now + 600, ...claims })}.`
}

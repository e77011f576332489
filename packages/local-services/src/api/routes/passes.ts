import { calculateJwkThumbprint } from 'jose'
import * as v from 'valibot'
import { errorReply, ok } from '../http.ts'
import { isoInstant } from '../seed/time.ts'
import type { AccessPass } from '../seed/types.ts'
import { invalid, invalidReply, validateBody } from '../validation.ts'
import type { ApiRoute, UserContext } from './context.ts'
import { holdPass, revokedDeviceIds } from './devices.ts'
import {
  compressDeviceKey,
  fitUtf8,
  PASS_ISSUER_KEYS_PATH,
  PASS_REVOCATIONS_PATH,
  PassCredentialClaimsSchema,
  PassCredentialRequestSchema,
  type DevicePublicKey,
  type PassCredential,
  type PassCredentialClaims
} from '@crew-portal/contract'

const userPasses = (context: UserContext) => context.seed.accessPasses.filter((pass) => pass.userId === context.user.userId)

/** Whole seconds inside the pass's window: the credential never opens the door longer than the pass. */
const epochSeconds = (instant: string, round: (seconds: number) => number) => round(Date.parse(instant) / 1000)

/** What the issuer vouches for: the pass, shortened to fit the QR code, bound to one device key. */
export function passCredentialClaims(pass: AccessPass, deviceId: string, deviceKey: string): PassCredentialClaims {
  return {
    pid: pass.passId,
    name: fitUtf8(pass.holderName),
    ctr: fitUtf8(pass.trainingCentre),
    nbf: epochSeconds(pass.validFrom, Math.ceil),
    exp: epochSeconds(pass.validUntil, Math.floor),
    did: deviceId,
    dk: deviceKey
  }
}

/**
 * The key's compressed point and JWK thumbprint, or undefined unless it is a point on P-256 in
 * canonical base64url. WebCrypto's import checks the curve: a key off it could never verify a
 * presentation, and some invalid points leak a private key to whoever picks them.
 */
async function deviceKeyOf({ kty, crv, x, y }: DevicePublicKey): Promise<{ compressed: string; thumbprint: string } | undefined> {
  try {
    const compressed = compressDeviceKey({ kty, crv, x, y })
    await crypto.subtle.importKey('jwk', { kty, crv, x, y }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
    return { compressed, thumbprint: await calculateJwkThumbprint({ kty, crv, x, y }) }
  } catch {
    return undefined
  }
}

export const passRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: '/api/v1/accesspass',
    handle: (context) => ok(userPasses(context).map(({ userId: _userId, ...pass }) => pass))
  },
  {
    method: 'GET',
    pattern: PASS_ISSUER_KEYS_PATH,
    public: true,
    handle: ({ passIssuer }) => ok(passIssuer.keySet)
  },
  {
    method: 'GET',
    pattern: PASS_REVOCATIONS_PATH,
    public: true,
    handle: ({ writes, now }) => ok({ asOf: isoInstant(now), revoked: revokedDeviceIds(writes, now) })
  },
  {
    method: 'POST',
    pattern: '/api/v1/accesspass/{passId}/credential',
    async handle(context) {
      const passId = context.params.passId ?? ''
      const pass = userPasses(context).find((candidate) => candidate.passId === passId)
      if (pass === undefined) return errorReply(404, `There is no access pass ${passId} for you.`)
      const body = validateBody(PassCredentialRequestSchema, context.body)
      if (!body.ok) return invalidReply(body)
      const key = await deviceKeyOf(body.value.publicKey)
      if (key === undefined) return invalid('publicKey', 'publicKey: Expected a P-256 public key (a point on the curve)')
      if (Date.parse(pass.validUntil) <= context.now.getTime()) {
        return errorReply(410, `The access pass ${passId} ended on ${pass.validUntil.slice(0, 10)}; it no longer opens the door.`)
      }

      const held = holdPass(context, key.thumbprint, passId, pass.validUntil)
      if ('reply' in held) return held.reply
      const claims = v.safeParse(PassCredentialClaimsSchema, passCredentialClaims(pass, held.deviceId, key.compressed))
      if (!claims.success) return errorReply(500, `The access pass ${passId} cannot be signed: ${claims.issues[0].message}`)
      await held.saved
      const answer: PassCredential = { passId, deviceId: held.deviceId, credential: await context.passIssuer.sign(claims.output) }
      return ok(answer)
    }
  }
]

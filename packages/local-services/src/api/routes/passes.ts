import { Hono, type Handler } from 'hono'
import { calculateJwkThumbprint } from 'jose'
import * as v from 'valibot'
import { fail } from '../../service-http/problem.ts'
import { jsonBody, param, requireCrewMember, valid, type ApiContext, type ApiEnv } from '../middleware.ts'
import { idempotent } from '../idempotency.ts'
import { isoInstant } from '../seed/time.ts'
import type { AccessPass } from '../seed/types.ts'
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

const userPasses = (c: ApiContext) => c.var.seed.accessPasses.filter((pass) => pass.userId === c.var.user.userId)

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
async function deviceKeyOf({
  kty,
  crv,
  x,
  y
}: DevicePublicKey): Promise<{ compressed: string; thumbprint: string } | undefined> {
  try {
    const compressed = compressDeviceKey({ kty, crv, x, y })
    await crypto.subtle.importKey('jwk', { kty, crv, x, y }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
    return { compressed, thumbprint: await calculateJwkThumbprint({ kty, crv, x, y }) }
  } catch {
    return undefined
  }
}

/** A credential for the pass, bound to the device key in the body (POST /accesspass/{passId}/credential). */
export const issueCredential: Handler<ApiEnv> = async (c) => {
  const passId = param(c, 'passId')
  const pass =
    userPasses(c).find((candidate) => candidate.passId === passId) ??
    fail(404, `There is no access pass ${passId} for you.`)
  const { publicKey } = valid(PassCredentialRequestSchema, c.var.body)
  const key =
    (await deviceKeyOf(publicKey)) ??
    fail(400, 'publicKey: Expected a P-256 public key (a point on the curve)', 'publicKey')
  if (Date.parse(pass.validUntil) <= c.var.now.getTime())
    fail(410, `The access pass ${passId} ended on ${pass.validUntil.slice(0, 10)}; it no longer opens the door.`)
  const held = holdPass(c, key.thumbprint, passId, pass.validUntil)
  const claims = v.safeParse(PassCredentialClaimsSchema, passCredentialClaims(pass, held.deviceId, key.compressed))
  if (!claims.success) fail(500, `The access pass ${passId} cannot be signed: ${claims.issues[0].message}`)
  await held.saved
  const answer: PassCredential = {
    passId,
    deviceId: held.deviceId,
    credential: await c.var.passIssuer.sign(claims.output)
  }
  return c.json(answer)
}

export const passRoutes = new Hono<ApiEnv>()
  .get('/api/v1/accesspass', requireCrewMember, (c) =>
    c.json(userPasses(c).map(({ userId: _userId, ...pass }) => pass))
  )
  .get(PASS_ISSUER_KEYS_PATH, (c) => c.json(c.var.passIssuer.keySet))
  .get(PASS_REVOCATIONS_PATH, (c) =>
    c.json({ asOf: isoInstant(c.var.now), revoked: revokedDeviceIds(c.var.writes, c.var.now) })
  )
  .post('/api/v1/accesspass/:passId/credential', requireCrewMember, idempotent, jsonBody, issueCredential)

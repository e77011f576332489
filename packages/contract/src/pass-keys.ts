// What a gate fetches (docs/access-pass.md): the issuer's public keys and the revocations. Apart
// from the code's format, so a pilot's pages carry none of it.
import * as v from 'valibot'
import { IsoDateTimeSchema } from './primitives.ts'
import { DeviceIdSchema, PASS_ISSUER_ALGORITHM, PassKeyIdSchema, base64UrlOfLength } from './pass-code.ts'

/** One of the issuer's public keys, as the JWKS path publishes it. */
export const PassIssuerKeySchema = v.object({
  kty: v.literal('EC'),
  crv: v.literal('P-256'),
  x: base64UrlOfLength(32),
  y: base64UrlOfLength(32),
  kid: PassKeyIdSchema,
  alg: v.literal(PASS_ISSUER_ALGORITHM),
  use: v.optional(v.literal('sig'))
})
export type PassIssuerKey = v.InferOutput<typeof PassIssuerKeySchema>

/** The issuer's key set: the signing key first, older keys kept while credentials they signed are valid. */
export const PassIssuerKeySetSchema = v.object({
  keys: v.pipe(v.array(PassIssuerKeySchema), v.minLength(1), v.maxLength(20))
})
export type PassIssuerKeySet = v.InferOutput<typeof PassIssuerKeySetSchema>

/** The devices whose credentials a gate refuses, as of a moment (public: a gate is signed out). */
export const PassRevocationsSchema = v.object({
  asOf: IsoDateTimeSchema,
  revoked: v.pipe(v.array(DeviceIdSchema), v.maxLength(10_000))
})
export type PassRevocations = v.InferOutput<typeof PassRevocationsSchema>

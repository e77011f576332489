// What the phone asks of the API for the door pass (docs/access-pass.md): a credential for its key,
// and the pilot's devices. Apart from the code's format, so a gate carries none of it.
import * as v from 'valibot'
import { IdSchema, IsoDateTimeSchema } from './primitives.ts'
import { CompactJwsSchema, DeviceIdSchema, DevicePublicKeySchema } from './pass-code.ts'

/** `POST /accesspass/{passId}/credential` with the device's public key. */
export const PassCredentialRequestSchema = v.object({ publicKey: DevicePublicKeySchema })
export type PassCredentialRequest = v.InferOutput<typeof PassCredentialRequestSchema>

/** The credential for one pass, bound to the device that asked. */
export const PassCredentialSchema = v.object({
  passId: IdSchema,
  deviceId: DeviceIdSchema,
  credential: CompactJwsSchema
})
export type PassCredential = v.InferOutput<typeof PassCredentialSchema>

/** One of the pilot's devices (`GET /devices`). */
export const DeviceSchema = v.object({
  deviceId: DeviceIdSchema,
  registeredAt: IsoDateTimeSchema,
  /** The passes this device holds a credential for. */
  passIds: v.pipe(v.array(IdSchema), v.maxLength(100)),
  revokedAt: v.nullable(IsoDateTimeSchema)
})
export type Device = v.InferOutput<typeof DeviceSchema>
export const DeviceListSchema = v.pipe(v.array(DeviceSchema), v.maxLength(100))

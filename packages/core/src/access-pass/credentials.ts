// The issuer's credentials this device holds for the pilot's passes (docs/access-pass.md): which key
// they are bound to and for whom; `device.ts` gets them. The key itself never leaves the device's key
// store; what is kept here is public (a copy of it opens nothing without the key).
import * as v from 'valibot'
import { CompactJwsSchema, DeviceIdSchema, IdSchema } from '@crew-portal/contract'
import type { AccessPass, DevicePublicKey } from '@crew-portal/contract'
import { getEnvironment } from '../environment/configure.ts'
import { persistedSlice } from '../persist/slice.ts'
import { accessPassStatus } from './pass.ts'

const MAX_KEPT_CREDENTIALS = 50

export const KeptCredentialsSchema = v.nullable(
  v.object({
    /** Whose they are (the signed-in e-mail, lower case), as for the kept passes. */
    owner: v.pipe(v.string(), v.minLength(1), v.maxLength(320)),
    /** The device key's name in the environment's key store. */
    keyRef: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,80}$/)),
    credentials: v.pipe(
      v.record(IdSchema, v.object({ deviceId: DeviceIdSchema, credential: CompactJwsSchema })),
      v.check(
        (record) => Object.keys(record).length <= MAX_KEPT_CREDENTIALS,
        `At most ${MAX_KEPT_CREDENTIALS} credentials`
      )
    )
  })
)
export type KeptCredentials = v.InferOutput<typeof KeptCredentialsSchema>

/** In local storage beside the kept passes: the door has no signal, and logout (any tab) clears both. */
export const passCredentialsSlice = persistedSlice('PassCredentials', 1, KeptCredentialsSchema, null, 'local')

/** The kept credential of a pass for `owner`, if any. */
export function keptCredentialOf(
  kept: KeptCredentials,
  owner: string | undefined,
  passId: string
): { keyRef: string; deviceId: string; credential: string } | undefined {
  if (!kept || (owner !== undefined && kept.owner !== owner)) return undefined
  const entry = Object.hasOwn(kept.credentials, passId) ? kept.credentials[passId] : undefined
  return entry ? { keyRef: kept.keyRef, ...entry } : undefined
}

/** The passes that still need a credential: not expired, and none kept for this owner. */
export function passesNeedingCredentials(
  passes: readonly AccessPass[],
  kept: KeptCredentials,
  owner: string,
  now: Date
): AccessPass[] {
  return passes.filter(
    (pass) => accessPassStatus(pass, now) !== 'expired' && !keptCredentialOf(kept, owner, pass.passId)
  )
}

/**
 * What this device holds for `owner`: the kept credentials, if their key is still in the key store,
 * and the passes that still need one. A copied slice without its key counts as nothing kept.
 */
export async function credentialsOnDevice(
  passes: readonly AccessPass[],
  owner: string
): Promise<{ kept: KeptCredentials; publicKey: DevicePublicKey | undefined; needed: AccessPass[] }> {
  const env = getEnvironment()
  let kept = passCredentialsSlice.get()
  if (kept && kept.owner !== owner) kept = null
  const publicKey = kept ? await env.deviceKeys.publicKey(kept.keyRef) : undefined
  if (!publicKey) kept = null
  return { kept, publicKey, needed: passesNeedingCredentials(passes, kept, owner, env.now()) }
}

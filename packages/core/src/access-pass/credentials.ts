// The issuer's credentials this device holds for the pilot's passes (docs/access-pass.md): which key
// they are bound to and for whom; `device.ts` gets them. The key itself never leaves the device's key
// store; the stored credentials are public (a copy of them opens nothing without the key).
import * as v from 'valibot'
import { CompactJwsSchema, DeviceIdSchema, IdSchema } from '@crew-portal/contract'
import type { AccessPass, DevicePublicKey } from '@crew-portal/contract'
import { getEnvironment } from '../environment/configure.ts'
import { persistedSlice } from '../persist/slice.ts'
import { accessPassStatus } from './pass.ts'

const MAX_STORED_CREDENTIALS = 50

export const StoredCredentialsSchema = v.nullable(
  v.object({
    /** Whose they are (the signed-in e-mail, lower case), as for the offline pass. */
    owner: v.pipe(v.string(), v.minLength(1), v.maxLength(320)),
    /** The device key's name in the environment's key store. */
    keyRef: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,80}$/)),
    credentials: v.pipe(
      v.record(IdSchema, v.object({ deviceId: DeviceIdSchema, credential: CompactJwsSchema })),
      v.check(
        (record) => Object.keys(record).length <= MAX_STORED_CREDENTIALS,
        `At most ${MAX_STORED_CREDENTIALS} credentials`
      )
    )
  })
)
export type StoredCredentials = v.InferOutput<typeof StoredCredentialsSchema>

/** In local storage beside the offline pass: the door has no signal, and logout (any tab) clears both. */
export const passCredentialsSlice = persistedSlice('PassCredentials', 1, StoredCredentialsSchema, null, 'local')

/** The stored credential of a pass for `owner`, if any. */
export function storedCredentialOf(
  stored: StoredCredentials,
  owner: string | undefined,
  passId: string
): { keyRef: string; deviceId: string; credential: string } | undefined {
  if (!stored || (owner !== undefined && stored.owner !== owner)) return undefined
  const entry = Object.hasOwn(stored.credentials, passId) ? stored.credentials[passId] : undefined
  return entry ? { keyRef: stored.keyRef, ...entry } : undefined
}

/** The passes that still need a credential: not expired, and none stored for this owner. */
export function passesNeedingCredentials(
  passes: readonly AccessPass[],
  stored: StoredCredentials,
  owner: string,
  now: Date
): AccessPass[] {
  return passes.filter(
    (pass) => accessPassStatus(pass, now) !== 'expired' && !storedCredentialOf(stored, owner, pass.passId)
  )
}

/**
 * What this device holds for `owner`: the stored credentials, if their key is still in the key store,
 * and the passes that still need one. A copied slice without its key counts as nothing stored.
 */
export async function credentialsOnDevice(
  passes: readonly AccessPass[],
  owner: string
): Promise<{ stored: StoredCredentials; publicKey: DevicePublicKey | undefined; needed: AccessPass[] }> {
  const env = getEnvironment()
  let stored = passCredentialsSlice.get()
  if (stored && stored.owner !== owner) stored = null
  const publicKey = stored ? await env.deviceKeys.publicKey(stored.keyRef) : undefined
  if (!publicKey) stored = null
  return { stored, publicKey, needed: passesNeedingCredentials(passes, stored, owner, env.now()) }
}

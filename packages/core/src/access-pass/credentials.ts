// The issuer's credentials this device holds for the pilot's passes (docs/access-pass.md): which key
// they are bound to, for whom, and how a pass gets one. The key itself never leaves the device's key
// store; what is kept here is public (a copy of it opens nothing without the key).
import * as v from 'valibot'
import { API_PREFIX, CompactJwsSchema, DeviceIdSchema, IdSchema, compressDeviceKey, parsePassCredential } from '@crew-portal/contract'
import type { AccessPass, DevicePublicKey, PassCredential } from '@crew-portal/contract'
import { requestPassCredential, revokePassDevice } from '../api/calls.ts'
import { getEnvironment } from '../environment/configure.ts'
import { ResponseValidationError } from '../http/errors.ts'
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
      v.check((record) => Object.keys(record).length <= MAX_KEPT_CREDENTIALS, `At most ${MAX_KEPT_CREDENTIALS} credentials`)
    )
  })
)
export type KeptCredentials = v.InferOutput<typeof KeptCredentialsSchema>

/** In local storage beside the kept passes: the door has no signal, and logout (any tab) clears both. */
export const passCredentialsSlice = persistedSlice('PassCredentials', 1, KeptCredentialsSchema, null, 'local')

/** The kept credential of a pass for `owner`, if any. */
export function keptCredentialOf(kept: KeptCredentials, owner: string | undefined, passId: string): { keyRef: string; deviceId: string; credential: string } | undefined {
  if (!kept || (owner !== undefined && kept.owner !== owner)) return undefined
  const entry = Object.hasOwn(kept.credentials, passId) ? kept.credentials[passId] : undefined
  return entry ? { keyRef: kept.keyRef, ...entry } : undefined
}

/** The passes that still need a credential: not expired, and none kept for this owner. */
export function passesNeedingCredentials(passes: readonly AccessPass[], kept: KeptCredentials, owner: string, now: Date): AccessPass[] {
  return passes.filter((pass) => accessPassStatus(pass, now) !== 'expired' && !keptCredentialOf(kept, owner, pass.passId))
}

/**
 * The API's answer, checked against what was asked: the credential is for this pass and bound to this
 * device's key. Anything else is refused, never kept (it could not be presented anyway).
 */
export function checkedCredential(answer: PassCredential, passId: string, publicKey: DevicePublicKey): PassCredential {
  const refuse = (path: string, problem: string) => new ResponseValidationError(`${API_PREFIX}/accesspass/${passId}/credential`, path, problem)
  const parsed = parsePassCredential(answer.credential)
  if (!parsed) throw refuse('body.credential', 'is not a pass credential')
  if (answer.passId !== passId || parsed.claims.pid !== passId) throw refuse('body.credential', `is not for pass ${passId}`)
  if (parsed.claims.dk !== compressDeviceKey(publicKey)) throw refuse('body.credential', 'is bound to another device key')
  if (parsed.claims.did !== answer.deviceId) throw refuse('body.deviceId', 'does not match the credential')
  return answer
}

let running: Promise<void> | undefined

/**
 * Gives every current pass a credential bound to this device's key: on the first online visit, the
 * key is made (non-extractable) and its public half registered for each pass. A key the store no
 * longer has (another profile holding a copied slice, or a browser that dropped its storage) starts
 * again with a new key. One run at a time.
 */
export function preparePassCredentials(passes: readonly AccessPass[], owner: string): Promise<void> {
  running ??= prepare(passes, owner).finally(() => {
    running = undefined
  })
  return running
}

async function prepare(passes: readonly AccessPass[], owner: string): Promise<void> {
  const env = getEnvironment()
  let kept = passCredentialsSlice.get()
  if (kept && kept.owner !== owner) kept = null
  const existing = kept ? await env.deviceKeys.publicKey(kept.keyRef) : undefined
  if (kept && !existing) kept = null
  const needed = passesNeedingCredentials(passes, kept, owner, env.now())
  if (needed.length === 0) return
  const key = kept && existing ? { ref: kept.keyRef, publicKey: existing } : await env.deviceKeys.create()
  const credentials = { ...kept?.credentials }
  try {
    for (const pass of needed) {
      // Quiet: the page says why the door code is missing; a pass that loaded is no banner's business.
      const answer = checkedCredential(await requestPassCredential(pass.passId, key.publicKey, { quiet: true, background: true }), pass.passId, key.publicKey)
      credentials[pass.passId] = { deviceId: answer.deviceId, credential: answer.credential }
    }
  } finally {
    // What was issued before a failure is kept: those passes are ready for the door.
    if (Object.keys(credentials).length > 0) passCredentialsSlice.set({ owner, keyRef: key.ref, credentials })
  }
}

/**
 * Logout: asks the API to forget this device (its credentials are refused at a gate from the next
 * sync), then removes the key. Offline, or if the API fails, the key still goes: nothing is left to
 * present, and the credential's own expiry bounds what the API keeps.
 */
export async function forgetPassDevice(): Promise<void> {
  const env = getEnvironment()
  const kept = passCredentialsSlice.get()
  const devices = new Set(Object.values(kept?.credentials ?? {}).map((entry) => entry.deviceId))
  if (env.connectivity.isOnline()) {
    await Promise.all([...devices].map((deviceId) => revokePassDevice(deviceId, { quiet: true, background: true }).catch(() => undefined)))
  }
  await clearPassDeviceKeys()
}

/** Removes every device key and the kept credentials (logout here or in another tab). */
export async function clearPassDeviceKeys(): Promise<void> {
  passCredentialsSlice.clear()
  await getEnvironment().deviceKeys.clear()
}

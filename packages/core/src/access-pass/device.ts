// This device's part in the door pass (docs/access-pass.md): getting a credential for each pass with
// a key made here, and giving both up at logout. Loaded by the pass page and, on demand, by logout.
import { API_PREFIX, compressDeviceKey, parsePassCredential } from '@crew-portal/contract'
import type { AccessPass, DevicePublicKey, PassCredential } from '@crew-portal/contract'
import { requestPassCredential, revokePassDevice } from '../api/pass-calls.ts'
import { getEnvironment } from '../environment/configure.ts'
import { ResponseValidationError } from '../http/errors.ts'
import { credentialsOnDevice, passCredentialsSlice } from './credentials.ts'

/**
 * The API's answer, checked against what was asked: the credential is for this pass and bound to this
 * device's key. Anything else is refused, never stored (it could not be presented anyway).
 */
export function checkedCredential(answer: PassCredential, passId: string, publicKey: DevicePublicKey): PassCredential {
  const refuse = (path: string, problem: string) =>
    new ResponseValidationError(`${API_PREFIX}/accesspass/${passId}/credential`, path, problem)
  const parsed = parsePassCredential(answer.credential)
  if (!parsed) throw refuse('body.credential', 'is not a pass credential')
  if (answer.passId !== passId || parsed.claims.pid !== passId)
    throw refuse('body.credential', `is not for pass ${passId}`)
  if (parsed.claims.dk !== compressDeviceKey(publicKey))
    throw refuse('body.credential', 'is bound to another device key')
  if (parsed.claims.did !== answer.deviceId) throw refuse('body.deviceId', 'does not match the credential')
  return answer
}

/** The run under way, and the configuration it runs in: a new configuration does not wait for it. */
let running: { environment: object; run: Promise<void> } | undefined

/**
 * Gives every current pass a credential bound to this device's key: on the first online visit, the
 * key is made (non-extractable) and its public half registered for each pass. A key the store no
 * longer has (another profile holding a copied slice, or a browser that dropped its storage) starts
 * again with a new key. One run at a time in a configuration.
 */
export function preparePassCredentials(passes: readonly AccessPass[], owner: string): Promise<void> {
  const environment = getEnvironment()
  if (running?.environment === environment) return running.run
  const mine = {
    environment,
    run: prepare(passes, owner).finally(() => {
      if (running === mine) running = undefined
    })
  }
  running = mine
  return mine.run
}

async function prepare(passes: readonly AccessPass[], owner: string): Promise<void> {
  const { stored, publicKey, needed } = await credentialsOnDevice(passes, owner)
  if (needed.length === 0) return
  const key = stored && publicKey ? { ref: stored.keyRef, publicKey } : await getEnvironment().deviceKeys.create()
  const credentials = { ...stored?.credentials }
  try {
    for (const pass of needed) {
      // No banner: the pass says why its door code is missing. A 401 still opens the session dialog
      // (R-ERRORS-6): the session is over, whichever call heard it.
      const answer = checkedCredential(
        await requestPassCredential(pass.passId, key.publicKey, { shows: 'sessionDialogOnly', background: true }),
        pass.passId,
        key.publicKey
      )
      credentials[pass.passId] = { deviceId: answer.deviceId, credential: answer.credential }
    }
  } finally {
    // What was issued before a failure is stored: those passes are ready for the door.
    if (Object.keys(credentials).length > 0) passCredentialsSlice.set({ owner, keyRef: key.ref, credentials })
  }
}

/**
 * Logout: asks the API to forget this device, so its credentials are refused at a gate from the
 * gate's next sync. Offline, or when the API fails, nothing is asked; the logout removes the key and
 * the credentials all the same, and the credentials' own expiry bounds what the API keeps. A failure
 * shows nothing, a 401 included (R-ERRORS-5): the pilot is leaving.
 */
export async function forgetPassDevice(): Promise<void> {
  const env = getEnvironment()
  const stored = passCredentialsSlice.get()
  const devices = new Set(Object.values(stored?.credentials ?? {}).map((entry) => entry.deviceId))
  if (!env.connectivity.isOnline()) return
  await Promise.all(
    [...devices].map((deviceId) =>
      revokePassDevice(deviceId, { shows: 'nothing', background: true }).catch(() => undefined)
    )
  )
}

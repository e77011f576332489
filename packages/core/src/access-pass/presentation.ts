// The code the phone shows at the door (docs/access-pass.md): the pass's credential and this
// device's signature over it and the current 15 s window. A screenshot goes stale in seconds; a copy
// of the credential without the device's key signs nothing.
import {
  PASS_WINDOW_SECONDS,
  passCode,
  passCodeSigningInput,
  passWindow,
  passWindowStart,
  utf8Bytes
} from '@crew-portal/contract'
import type { AccessPass } from '@crew-portal/contract'
import type { DeviceKeyStore } from '../environment/types.ts'
import { storedCredentialOf } from './credentials.ts'
import type { StoredCredentials } from './credentials.ts'
import type { PassPresentation } from './door-code.ts'
import type { AccessPassStatus } from './pass.ts'

export interface PresentationInput {
  pass: AccessPass | null
  passStatus: AccessPassStatus | null
  stored: StoredCredentials
  owner: string | undefined
  now: Date
  preparing: boolean
  failed: boolean
}

/** The presentation for this moment: signs the window's code with the device key when it can. */
export async function presentPass(input: PresentationInput, keys: DeviceKeyStore): Promise<PassPresentation> {
  const { pass, passStatus, stored, owner, now } = input
  if (!pass || passStatus === 'expired') return { status: 'none' }
  const entry = storedCredentialOf(stored, owner, pass.passId)
  if (!entry) {
    if (input.preparing) return { status: 'preparing' }
    return { status: 'unavailable', reason: input.failed ? 'failed' : 'not-prepared' }
  }
  const window = passWindow(now)
  let signature: Uint8Array<ArrayBuffer> | undefined
  try {
    signature = await keys.sign(entry.keyRef, utf8Bytes(passCodeSigningInput(entry.credential, window)))
  } catch {
    return { status: 'unavailable', reason: 'failed' }
  }
  if (!signature) return { status: 'unavailable', reason: 'other-device' }
  return {
    status: 'ready',
    code: passCode(entry.credential, window, signature),
    window,
    windowStart: passWindowStart(window),
    windowMs: PASS_WINDOW_SECONDS * 1000,
    signedAt: now.getTime()
  }
}

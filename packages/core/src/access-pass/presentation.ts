// The code the phone shows at the door (docs/access-pass.md): the pass's credential and this
// device's signature over it and the current 15 s window. A screenshot goes stale in seconds; a copy
// of the credential without the device's key signs nothing.
import { PASS_WINDOW_SECONDS, passCode, passCodeSigningInput, passWindow, passWindowStart, utf8Bytes } from '@crew-portal/contract'
import type { AccessPass } from '@crew-portal/contract'
import type { DeviceKeyStore } from '../environment/types.ts'
import { keptCredentialOf } from './credentials.ts'
import type { KeptCredentials } from './credentials.ts'
import type { AccessPassStatus } from './pass.ts'

export type PassPresentation =
  /** No pass to present, or one that has expired (the gate would refuse it). */
  | { status: 'none' }
  /** The credential is being asked for (the first online visit). */
  | { status: 'preparing' }
  | {
      status: 'ready'
      /** What the QR code carries. */
      code: string
      window: number
      /** When this code's window started, how long it lasts and when it was signed (ms): the live mark's timing. */
      windowStart: number
      windowMs: number
      signedAt: number
    }
  | {
      status: 'unavailable'
      /**
       * `not-prepared`: this device never got a credential for the pass (never opened online);
       * `other-device`: the credential kept here is bound to a key this device does not hold (a copy);
       * `failed`: the API or the key store failed.
       */
      reason: 'not-prepared' | 'other-device' | 'failed'
    }

export interface PresentationInput {
  pass: AccessPass | null
  passStatus: AccessPassStatus | null
  kept: KeptCredentials
  owner: string | undefined
  now: Date
  preparing: boolean
  failed: boolean
}

/** The presentation for this moment: signs the window's code with the device key when it can. */
export async function presentPass(input: PresentationInput, keys: DeviceKeyStore): Promise<PassPresentation> {
  const { pass, passStatus, kept, owner, now } = input
  if (!pass || passStatus === 'expired') return { status: 'none' }
  const entry = keptCredentialOf(kept, owner, pass.passId)
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
  return { status: 'ready', code: passCode(entry.credential, window, signature), window, windowStart: passWindowStart(window), windowMs: PASS_WINDOW_SECONDS * 1000, signedAt: now.getTime() }
}

/** What a presentation that is not ready says to the pilot. */
export function presentationNotice(presentation: PassPresentation): string | undefined {
  if (presentation.status === 'preparing') return 'Preparing the door code for this device…'
  if (presentation.status !== 'unavailable') return undefined
  if (presentation.reason === 'other-device') return 'This pass was made ready on another device. Open it here with a connection to make it ready for this one.'
  if (presentation.reason === 'failed') return 'The door code could not be prepared on this device. Try again with a connection, or ask the front desk.'
  return 'Open this pass once with a connection to make it ready for the door.'
}

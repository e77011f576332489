// What the pass shows where its QR code goes (docs/access-pass.md): the code of this window, or why
// there is none. Plain data with no imports: the element's view reads it without the core's machinery.

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
       * `other-device`: the credential stored here is bound to a key this device does not hold (a copy);
       * `failed`: the API or the key store failed.
       */
      reason: 'not-prepared' | 'other-device' | 'failed'
    }

/** Why there is no door code to show, as the pass says it to the pilot (each in the elements' words). */
export type PassNotice = 'preparing' | 'not-prepared' | 'other-device' | 'failed'

/** Which notice a presentation that is not ready shows; undefined for a code, or for no pass. */
export function presentationNotice(presentation: PassPresentation): PassNotice | undefined {
  if (presentation.status === 'preparing') return 'preparing'
  return presentation.status === 'unavailable' ? presentation.reason : undefined
}

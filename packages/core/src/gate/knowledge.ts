// What a gate knows from its last online visit (docs/access-pass.md): the issuer's public keys, the
// revoked devices, and the codes it has let in. Stored on the gate device, validated on every read.
import * as v from 'valibot'
import { IsoDateTimeSchema, PassIssuerKeySchema, PassRevocationsSchema, passWindow } from '@crew-portal/contract'
import { persistedSlice } from '../persist/slice.ts'

export const GateKeysSchema = v.nullable(
  v.object({
    keys: v.pipe(v.array(PassIssuerKeySchema), v.minLength(1), v.maxLength(20)),
    revocations: PassRevocationsSchema,
    /** When this gate last fetched both. */
    syncedAt: IsoDateTimeSchema
  })
)
export type GateKeys = v.InferOutput<typeof GateKeysSchema>

/** In local storage: a gate opens offline with what its last online visit brought. */
export const gateKeysSlice = persistedSlice('GateKeys', 1, GateKeysSchema, null, 'local')

const REPLAY_KEY = /^[A-Za-z0-9._:-]{1,100}@(0|[1-9]\d{0,11})$/
const MAX_SEEN = 5_000

export const GateSeenSchema = v.pipe(v.array(v.pipe(v.string(), v.regex(REPLAY_KEY))), v.maxLength(MAX_SEEN))

/** The replay keys (`passId@window`) of the codes this gate let in recently. */
export const gateSeenSlice = persistedSlice('GateSeen', 1, GateSeenSchema, [], 'local')

/**
 * The replay keys still worth remembering at `now`: a code older than a window or two is refused as
 * stale anyway, so the list never grows beyond the passes of a few windows (and MAX_SEEN at most).
 */
export function recentSeen(seen: readonly string[], now: Date): string[] {
  const oldest = passWindow(now) - 2
  return seen.filter((key) => Number(key.slice(key.lastIndexOf('@') + 1)) >= oldest).slice(-MAX_SEEN)
}

// The offline pass: the copy of the access passes a device keeps for the door (no signal there):
// where, for whom and for how long. Pure; the store applies it.
import * as v from 'valibot'
import { IsoDateTimeSchema } from '@crew-portal/contract'
import { AccessPassSchema } from '@crew-portal/contract'
import type { AccessPass } from '@crew-portal/contract'

/**
 * Stored in local storage, so it survives a closed tab and a restarted browser, for this long after
 * it was fetched; logout (in any tab) clears local storage and with it the copy.
 */
export const OFFLINE_PASS_DAYS = 30
const OFFLINE_PASS_MS = OFFLINE_PASS_DAYS * 24 * 60 * 60 * 1000

export const OfflinePassesSchema = v.nullable(
  v.object({
    /** When the API gave these passes: what "as of" shows. */
    savedAt: IsoDateTimeSchema,
    /** Whose passes they are (the signed-in e-mail, lower case): another account never sees them. */
    owner: v.pipe(v.string(), v.minLength(1), v.maxLength(320)),
    passes: v.pipe(v.array(AccessPassSchema), v.maxLength(50))
  })
)
export type OfflinePasses = v.InferOutput<typeof OfflinePassesSchema>

export function offlinePassOwner(user: { email: string } | null | undefined): string | undefined {
  const email = user?.email.trim().toLowerCase()
  return email ? email : undefined
}

/** The copy to keep after the API answered; none for a signed-out page. */
export function passesToKeep(passes: readonly AccessPass[], owner: string | undefined, now: Date): OfflinePasses {
  return owner ? { savedAt: now.toISOString(), owner, passes: [...passes] } : null
}

/**
 * The copy the door may show: fetched at most OFFLINE_PASS_DAYS ago (and not in the future: a clock
 * set back cannot revive it for ever), and not someone else's. With no account known on the page
 * it is shown too: a restarted browser has forgotten the sign-in (MSAL ties its cache to the
 * browser session), but only a logout removes the pilot's copy from the device.
 */
export function usableOfflinePasses(offline: OfflinePasses, account: string | undefined, now: Date): OfflinePasses {
  if (!offline || (account !== undefined && offline.owner !== account)) return null
  const age = now.getTime() - Date.parse(offline.savedAt)
  return age >= -60_000 && age <= OFFLINE_PASS_MS ? offline : null
}

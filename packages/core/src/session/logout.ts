import { SIGNED_OUT_ELSEWHERE_KEY, authWiring, signOut } from '../auth/store.ts'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import type { Environment } from '../environment/types.ts'
import { postLogoutAnalytic } from '../api/calls.ts'
import { loadingWiring, showLoadingOverlay } from '../http/loading.ts'
import { FORM_DRAFTS_KEY, formDraftsWiring } from '../persist/drafts.ts'
import { clearPersistedSlices, reloadPersistedSlices } from '../persist/slice.ts'
import { trackException } from '../telemetry/track.ts'

/** The logout signs the account out, holds the loading overlay, and carries the unsaved drafts through an expired session. */
export const logoutWiring: Wiring = { after: [authWiring, loadingWiring, formDraftsWiring] }

/** Local-storage key whose change tells other tabs that this user logged out. */
export const LOGOUT_TIMESTAMP_KEY = 'crew-portal:logout'

/** Clears session storage and lets every persisted slice see it (back to its initial value). */
function clearSessionStorage(): void {
  getEnvironment().sessionStorage.clear()
  reloadPersistedSlices()
}

async function sendLogoutAnalytic(): Promise<void> {
  try {
    await postLogoutAnalytic()
  } catch (error) {
    trackException(error, { source: 'logout-analytic' })
  }
}

/** Asks the API to forget this device's door pass (docs/access-pass.md); loaded on demand, a failure only logged. */
async function forgetPassDevice(): Promise<void> {
  try {
    await (await import('../access-pass/device.ts')).forgetPassDevice()
  } catch (error) {
    trackException(error, { source: 'logout-pass-device' })
  }
}

/** Deletes the pages' kept answers (docs/offline.md); their code loads apart from the app's, a failure only logged. */
async function forgetKeptAnswers(): Promise<void> {
  try {
    await (await import('../query/kept.ts')).forgetKeptAnswers()
  } catch (error) {
    trackException(error, { source: 'logout-kept-answers' })
  }
}

/** Removes the signed-in account's outbox (R-OUTBOX-4); loaded on demand, a failure only logged. */
async function removeOutbox(): Promise<void> {
  try {
    await (await import('../outbox/store.ts')).clearOutbox()
  } catch (error) {
    trackException(error, { source: 'logout-outbox' })
  }
}

/** Removes the door pass's device keys (the credentials go with local storage); a failure is only logged. */
async function removePassKeys(env: Environment): Promise<void> {
  try {
    await env.deviceKeys.clear()
  } catch (error) {
    trackException(error, { source: 'logout-pass-keys' })
  }
}

/**
 * R-SESSION-3, in this order: post the logout analytic (and ask the API to forget this device's door
 * pass), write the logout timestamp (other tabs follow), show the loading overlay, clear session and
 * local storage (and the door pass's device keys), then sign out at the identity provider.
 */
export async function logout(options: { keepDrafts?: string; keepOutbox?: boolean } = {}): Promise<void> {
  const env = getEnvironment()
  await Promise.all([sendLogoutAnalytic(), forgetPassDevice()])
  // The account's unsent saves go with everything else of the pilot's (R-OUTBOX-4); an expired
  // session keeps them for the same account's next sign-in, as it keeps the drafts.
  if (!options.keepOutbox) await removeOutbox()
  env.localStorage.setItem(LOGOUT_TIMESTAMP_KEY, String(env.now().getTime()))
  showLoadingOverlay()
  env.sessionStorage.clear()
  env.localStorage.clear()
  if (options.keepDrafts !== undefined) env.sessionStorage.setItem(FORM_DRAFTS_KEY, options.keepDrafts)
  // Every slice reads its cleared storage again, the device's offline pass included.
  reloadPersistedSlices()
  // The pages' kept answers go with every other stored thing of the pilot's (docs/offline.md).
  await Promise.all([removePassKeys(env), forgetKeptAnswers()])
  await signOut(options.keepDrafts !== undefined ? { expired: true } : undefined)
}

/**
 * The session-expired dialog's Log In: clears session storage and logs out. What the pilot typed and
 * has not saved (persist/drafts.ts) is carried through, for the same account's next sign-in: the
 * session ended, the pilot did not choose to leave. A logout the pilot chose removes it.
 */
export async function logInAgain(): Promise<void> {
  const env = getEnvironment()
  let drafts: string | null = null
  try {
    drafts = env.sessionStorage.getItem(FORM_DRAFTS_KEY)
  } catch {
    // No storage, no drafts.
  }
  clearSessionStorage()
  await logout(drafts === null ? { keepOutbox: true } : { keepDrafts: drafts, keepOutbox: true })
}

/**
 * Another tab logged out: reload and sign out here too. No analytic and no timestamp of our own,
 * or the tabs would keep telling each other.
 */
export async function followLogoutFromOtherTab(): Promise<void> {
  const env = getEnvironment()
  clearSessionStorage()
  // After the reload, sign-in asks for credentials instead of riding the session being ended.
  env.sessionStorage.setItem(SIGNED_OUT_ELSEWHERE_KEY, env.now().toISOString())
  // The other tab cleared local storage; a copy this tab wrote since (the offline pass) goes too.
  clearPersistedSlices()
  // And the outbox of the account, which that tab cleared too, with what this tab queued since.
  await removeOutbox()
  // The other tab ended the session at the identity provider: here only this page's account goes,
  // then the reload starts signed out (a second redirect would race the reload).
  try {
    await Promise.all([removePassKeys(env), forgetKeptAnswers(), signOut({ local: true })])
  } finally {
    env.location.reload()
  }
}

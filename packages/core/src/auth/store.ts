import { atom } from 'nanostores'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { userSlice } from '../persist/slices.ts'
import { trackException } from '../telemetry/track.ts'
import type { SignOutOptions, UserProfile } from '../ports/auth.ts'

export type AuthState = 'unknown' | 'signedIn' | 'signedOut'

export const $user = atom<UserProfile | null>(null)
export const $authState = atom<AuthState>('unknown')

export const authWiring: Wiring = {
  after: [userSlice.wiring],
  reset() {
    $user.set(null)
    $authState.set('unknown')
  }
}

function setUser(user: UserProfile | null): void {
  $user.set(user)
  $authState.set(user ? 'signedIn' : 'signedOut')
  // Signed out, or a profile the slice refuses: the key goes, so a reload never shows someone else.
  // (Logout has just cleared session storage; nothing is written back into it.)
  if (!user || !userSlice.set(user)) userSlice.clear()
}

/** Reads the signed-in account once the auth port is ready (after MSAL handled its redirect). */
export function initAuth(): UserProfile | null {
  let user: UserProfile | null
  try {
    user = getEnvironment().auth.account()
  } catch (error) {
    // Unusable claims must not stop the app: the user is treated as signed out and can sign in again.
    trackException(error, { source: 'auth' })
    user = null
  }
  setUser(user)
  return user
}

/**
 * Session-storage key: set when this tab followed another tab's logout. The next sign-in asks for
 * credentials: the identity provider may still hold the session the other tab is ending, and a
 * silent sign-in would undo the logout.
 */
export const SIGNED_OUT_ELSEWHERE_KEY = 'crew-portal:signed-out-elsewhere'

export function signIn(): Promise<void> {
  const env = getEnvironment()
  let fresh = false
  try {
    fresh = env.sessionStorage.getItem(SIGNED_OUT_ELSEWHERE_KEY) !== null
    env.sessionStorage.removeItem(SIGNED_OUT_ELSEWHERE_KEY)
  } catch {
    // No storage: an ordinary sign-in.
  }
  return fresh ? env.auth.signIn({ fresh: true }) : env.auth.signIn()
}

export async function signOut(options?: SignOutOptions): Promise<void> {
  setUser(null)
  await getEnvironment().auth.signOut(options)
}

export function getAccessToken(): Promise<string> {
  return getEnvironment().auth.getAccessToken()
}

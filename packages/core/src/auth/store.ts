import { atom } from 'nanostores'
import { getEnvironment, onReset } from '../environment/configure.ts'
import { trackException } from '../telemetry/track.ts'
import type { UserProfile } from './types.ts'

export type AuthState = 'unknown' | 'signedIn' | 'signedOut'

export const $user = atom<UserProfile | null>(null)
export const $authState = atom<AuthState>('unknown')

onReset(() => {
  $user.set(null)
  $authState.set('unknown')
})

function setUser(user: UserProfile | null): void {
  $user.set(user)
  $authState.set(user ? 'signedIn' : 'signedOut')
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

export function signIn(): Promise<void> {
  return getEnvironment().auth.signIn()
}

export async function signOut(): Promise<void> {
  setUser(null)
  await getEnvironment().auth.signOut()
}

export function getAccessToken(): Promise<string> {
  return getEnvironment().auth.getAccessToken()
}

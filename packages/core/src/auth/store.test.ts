import { beforeEach, describe, expect, it } from 'vitest'
import { userSlice } from '../persist/slices.ts'
import { configureTestCrewPortal, testUser } from '../test/index.ts'
import { ClaimsError } from './errors.ts'
import { $authState, $user, getAccessToken, initAuth, signIn, signOut } from './store.ts'

describe('auth stores', () => {
  beforeEach(() => {
    configureTestCrewPortal()
  })

  it('start unknown until initAuth reads the port', () => {
    expect($authState.get()).toBe('unknown')
    expect($user.get()).toBeNull()
  })

  it('initAuth publishes the signed-in user', () => {
    expect(initAuth()).toEqual(testUser)
    expect($user.get()).toEqual(testUser)
    expect($authState.get()).toBe('signedIn')
  })

  it('initAuth without an account is signed out', () => {
    configureTestCrewPortal({ user: null })
    initAuth()
    expect($authState.get()).toBe('signedOut')
  })

  it('unusable claims leave the user signed out and are logged', () => {
    const env = configureTestCrewPortal()
    env.auth.account = () => {
      throw new ClaimsError('email is missing')
    }
    expect(initAuth()).toBeNull()
    expect($authState.get()).toBe('signedOut')
    expect(env.telemetry.records).toEqual([
      expect.objectContaining({ kind: 'exception', properties: { source: 'auth' } })
    ])
  })

  it('signIn and getAccessToken go to the port', async () => {
    const env = configureTestCrewPortal()
    await signIn()
    expect(env.auth.signIns).toBe(1)
    await expect(getAccessToken()).resolves.toBe('test-token')
  })

  it('signOut clears the user before the port navigates away', async () => {
    const env = configureTestCrewPortal()
    initAuth()
    let stateDuringSignOut = ''
    env.auth.signOut = async () => {
      stateDuringSignOut = $authState.get()
    }
    await signOut()
    expect(stateDuringSignOut).toBe('signedOut')
    expect($user.get()).toBeNull()
  })

  it('a new configuration forgets the user', () => {
    initAuth()
    configureTestCrewPortal()
    expect($user.get()).toBeNull()
    expect($authState.get()).toBe('unknown')
  })
})

describe('the User slice (R-STORE-1, session storage)', () => {
  const storedUser = () => {
    const raw = env.sessionStorage.getItem(userSlice.key)
    return raw === null ? null : (JSON.parse(raw) as { data: unknown }).data
  }
  let env: ReturnType<typeof configureTestCrewPortal>
  beforeEach(() => {
    env = configureTestCrewPortal()
  })

  it('initAuth writes the signed-in user', () => {
    initAuth()
    expect(storedUser()).toEqual(testUser)
    expect(userSlice.get()).toEqual(testUser)
  })

  it('initAuth without an account forgets a stored user', () => {
    userSlice.set(testUser)
    env.auth.account = () => null
    initAuth()
    expect(env.sessionStorage.getItem(userSlice.key)).toBeNull()
    expect(userSlice.get()).toBeNull()
  })

  it('unusable claims forget a stored user too', () => {
    userSlice.set(testUser)
    env.auth.account = () => {
      throw new ClaimsError('email is missing')
    }
    initAuth()
    expect(userSlice.get()).toBeNull()
  })

  it('signOut forgets the user', async () => {
    initAuth()
    await signOut()
    expect(env.sessionStorage.getItem(userSlice.key)).toBeNull()
    expect(userSlice.get()).toBeNull()
  })

  it('a profile the slice refuses does not leave the previous user stored', () => {
    userSlice.set({ ...testUser, userId: 'someone-else' })
    env.auth.account = () => ({ ...testUser, email: 'not-an-email' })
    initAuth()
    expect($user.get()?.email).toBe('not-an-email')
    expect(userSlice.get()).toBeNull()
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
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
    expect(env.telemetry.records).toEqual([expect.objectContaining({ kind: 'exception', properties: { source: 'auth' } })])
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

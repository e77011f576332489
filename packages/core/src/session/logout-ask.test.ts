import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import { initAuth } from '../auth/store.ts'
import { resetCrewPortal } from '../environment/configure.ts'
import { $outbox } from '../outbox/state.ts'
import { refreshOutbox, saveWrite } from '../outbox/store.ts'
import { configureTestCrewPortal } from '../test/environment.ts'
import type { TestEnvironment } from '../test/environment.ts'
import { $logoutQuestion, askToLogOut, logOutAnyway, stayLoggedIn } from './logout-ask.ts'
import { followLogoutFromOtherTab, logInAgain } from './logout.ts'

// R-OUTBOX-4: Log Out asks while saves have not been sent; a logout that goes ahead, here or in
// another tab, removes the account's outbox; the session dialog's Log In keeps it.

let env: TestEnvironment
afterEach(() => resetCrewPortal())

async function withUnsentSave(): Promise<void> {
  env = configureTestCrewPortal({ online: false, indexedDB: new IDBFactory() })
  initAuth()
  await saveWrite({ kind: 'notificationSettings', target: {}, body: { smsEnabled: false, phoneNumber: null } })
  expect($outbox.get()).toHaveLength(1)
}

describe('Log Out with saves not sent', () => {
  it('asks first, and Stay keeps everything', async () => {
    await withUnsentSave()
    await askToLogOut()
    expect($logoutQuestion.get()).toEqual({ unsent: 1 })
    expect(env.auth.signOuts).toBe(0)
    stayLoggedIn()
    expect($logoutQuestion.get()).toBeUndefined()
    await refreshOutbox()
    expect($outbox.get()).toHaveLength(1)
    expect(env.auth.signOuts).toBe(0)
  })

  it('Log out goes ahead and removes the outbox of the account', async () => {
    await withUnsentSave()
    const factory = env.indexedDB
    await askToLogOut()
    await logOutAnyway()
    expect($logoutQuestion.get()).toBeUndefined()
    expect(env.auth.signOuts).toBe(1)
    expect($outbox.get()).toEqual([])
    // Read again as the same account would at its next sign-in: nothing is left.
    resetCrewPortal()
    env = configureTestCrewPortal({ online: false, ...(factory ? { indexedDB: factory } : {}) })
    initAuth()
    await refreshOutbox()
    expect($outbox.get()).toEqual([])
  })

  it('with nothing unsent, logs out at once', async () => {
    env = configureTestCrewPortal({ indexedDB: new IDBFactory() })
    initAuth()
    await askToLogOut()
    expect($logoutQuestion.get()).toBeUndefined()
    expect(env.auth.signOuts).toBe(1)
  })
})

describe('the outbox at the other logouts', () => {
  it('another tab’s logout removes it', async () => {
    await withUnsentSave()
    const factory = env.indexedDB
    await followLogoutFromOtherTab()
    resetCrewPortal()
    env = configureTestCrewPortal({ online: false, ...(factory ? { indexedDB: factory } : {}) })
    initAuth()
    await refreshOutbox()
    expect($outbox.get()).toEqual([])
  })

  it('the session dialog’s Log In keeps it for the same account', async () => {
    await withUnsentSave()
    const factory = env.indexedDB
    await logInAgain()
    expect(env.auth.signOuts).toBe(1)
    resetCrewPortal()
    env = configureTestCrewPortal({ online: false, ...(factory ? { indexedDB: factory } : {}) })
    initAuth()
    await refreshOutbox()
    expect($outbox.get()).toHaveLength(1)
  })
})

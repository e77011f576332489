import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { initAuth } from '../auth/store.ts'
import { configureTestCrewPortal, testUser } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { FORM_DRAFTS_KEY, formDraft, formDraftsSlice } from './drafts.ts'
import { PERSIST_KEY_PREFIX } from './slice.ts'

const schema = v.object({ note: v.string(), on: v.boolean() })
const note = (key = 'form/1') => formDraft(key, schema)

let env: TestEnvironment
beforeEach(() => {
  env = configureTestCrewPortal()
  initAuth()
})

describe('form drafts', () => {
  it('keep what was typed in this tab’s session storage, until dropped', () => {
    note().write({ note: 'half typed', on: true })
    expect(note().read()).toEqual({ note: 'half typed', on: true })
    expect(JSON.parse(env.sessionStorage.getItem(FORM_DRAFTS_KEY) ?? '')).toEqual({
      v: 1,
      data: { owner: testUser.userId, forms: { 'form/1': { note: 'half typed', on: true } } }
    })
    expect(FORM_DRAFTS_KEY).toBe(`${PERSIST_KEY_PREFIX}FormDrafts`)
    note().drop()
    expect(note().read()).toBeUndefined()
    expect(env.sessionStorage.getItem(FORM_DRAFTS_KEY)).toBeNull()
  })

  it('survive a reload: a new page reads them back', () => {
    note().write({ note: 'kept', on: false })
    const stored = env.sessionStorage.getItem(FORM_DRAFTS_KEY) ?? ''
    env = configureTestCrewPortal()
    env.sessionStorage.setItem(FORM_DRAFTS_KEY, stored)
    formDraftsSlice.load()
    initAuth()
    expect(note().read()).toEqual({ note: 'kept', on: false })
  })

  it('belong to the account that typed them: another account neither sees nor keeps them', () => {
    note('a').write({ note: 'mine', on: true })
    env.auth.user = { ...testUser, userId: 'other', b2cId: 'other' }
    initAuth()
    expect(note('a').read()).toBeUndefined()
    note('b').write({ note: 'theirs', on: false })
    expect(formDraftsSlice.get()).toEqual({ owner: 'other', forms: { b: { note: 'theirs', on: false } } })
  })

  it('are not stored while nobody is signed in', () => {
    env.auth.user = null
    initAuth()
    note().write({ note: 'x', on: true })
    expect(env.sessionStorage.getItem(FORM_DRAFTS_KEY)).toBeNull()
  })

  it('drop a stored value that is corrupt, foreign or hostile instead of showing it', () => {
    for (const raw of [
      'not json',
      JSON.stringify({
        v: 1,
        data: { owner: testUser.userId, forms: { 'form/1': { note: 'x'.repeat(300), on: true } } }
      }),
      JSON.stringify({
        v: 1,
        data: { owner: testUser.userId, forms: { 'form/1': { note: { toString: 1 }, on: true } } }
      }),
      `{"v":1,"data":{"owner":"${testUser.userId}","forms":{"__proto__":{"note":"x","on":true}}}}`
    ]) {
      env.sessionStorage.setItem(FORM_DRAFTS_KEY, raw)
      formDraftsSlice.load()
      expect(note().read()).toBeUndefined()
      expect(env.sessionStorage.getItem(FORM_DRAFTS_KEY)).toBeNull()
    }
  })

  it('read back only what the form’s own schema accepts', () => {
    formDraft('form/1', v.object({ other: v.string() })).write({ other: 'x' })
    expect(note().read()).toBeUndefined()
  })

  it('keep at most twenty forms, the oldest going first', () => {
    for (let index = 0; index < 25; index++) note(`form/${index}`).write({ note: String(index), on: true })
    const forms = Object.keys(formDraftsSlice.get().forms)
    expect(forms).toHaveLength(20)
    expect(forms[0]).toBe('form/5')
    expect(note('form/24').read()).toEqual({ note: '24', on: true })
  })
})

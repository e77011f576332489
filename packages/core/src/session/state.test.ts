import { describe, expect, it } from 'vitest'
import { configureTestCrewPortal } from '../test/index.ts'
import { $noInternetOpen, $sessionDialogOpen, $sessionExpired, closeNoInternetDialog } from './state.ts'

describe('the session and No Internet dialogs', () => {
  it('shows the session dialog only while No Internet is not open, and closes No Internet on request', () => {
    configureTestCrewPortal()
    $sessionExpired.set(true)
    expect($sessionDialogOpen.get()).toBe(true)
    $noInternetOpen.set(true)
    expect($sessionDialogOpen.get()).toBe(false)
    closeNoInternetDialog()
    expect($noInternetOpen.get()).toBe(false)
    expect($sessionDialogOpen.get()).toBe(true)
  })
})

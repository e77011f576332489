import { beforeEach, describe, expect, it } from 'vitest'
import { configureTestCrewPortal } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { handleGlobalError } from './global-error.ts'
import { $isLoading, $loading, beginLoading, hideLoadingOverlay, showLoadingOverlay } from './loading.ts'

let env: TestEnvironment
beforeEach(() => {
  env = configureTestCrewPortal()
})

describe('the loading overlay', () => {
  it('a manual hold shows the overlay without counting a request', () => {
    showLoadingOverlay()
    expect($isLoading.get()).toBe(true)
    expect($loading.get()).toBe(0)
    hideLoadingOverlay()
    expect($isLoading.get()).toBe(false)
  })

  it('a release is idempotent: releasing twice never undercounts another request', () => {
    const first = beginLoading()
    const second = beginLoading()
    first()
    first()
    expect($loading.get()).toBe(1)
    second()
    expect($loading.get()).toBe(0)
  })

  it('a global unhandled error hides the overlay and is logged', () => {
    const release = beginLoading()
    showLoadingOverlay()
    const error = new Error('boom')
    handleGlobalError(error)
    expect($isLoading.get()).toBe(false)
    expect(env.telemetry.records).toEqual([
      { kind: 'exception', name: 'boom', error, properties: { source: 'global' } }
    ])
    // A request that finishes after the reset does not drive the counter below zero.
    release()
    expect($loading.get()).toBe(0)
  })

  it('a new configuration starts with no holds', () => {
    beginLoading()
    showLoadingOverlay()
    configureTestCrewPortal()
    expect($isLoading.get()).toBe(false)
  })
})

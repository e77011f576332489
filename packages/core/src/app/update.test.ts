import { beforeEach, describe, expect, it, vi } from 'vitest'
import { configureTestCrewPortal } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import {
  $appUpdate,
  applyAppUpdate,
  bundleLoaded,
  isMissingBundleError,
  offerAppUpdate,
  reloadForMissingBundle
} from './update.ts'

let env: TestEnvironment
beforeEach(() => {
  env = configureTestCrewPortal()
})

const chromeMissing = new TypeError(
  'Failed to fetch dynamically imported module: https://crew.example.com/assets/TrainingArea-1a2b3c.js'
)

describe('a new deployment', () => {
  it('is offered once its worker waits, and applying it runs the worker’s update once', () => {
    const apply = vi.fn()
    expect($appUpdate.get()).toBeUndefined()
    offerAppUpdate(apply)
    expect($appUpdate.get()).toBeDefined()
    applyAppUpdate()
    applyAppUpdate()
    expect(apply).toHaveBeenCalledTimes(1)
    expect($appUpdate.get()).toBeUndefined()
  })
})

describe('a bundle gone after a deployment', () => {
  it('is recognised from the browsers’ messages, and nothing else is', () => {
    expect(isMissingBundleError(chromeMissing)).toBe(true)
    expect(isMissingBundleError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isMissingBundleError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isMissingBundleError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true)
    expect(isMissingBundleError(new TypeError('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads the page once; a second failure in a row reaches the page', () => {
    expect(reloadForMissingBundle(chromeMissing)).toBe(true)
    expect(env.reloads).toBe(1)
    expect(reloadForMissingBundle(chromeMissing)).toBe(false)
    expect(env.reloads).toBe(1)
  })

  it('may reload again once a lazy page has loaded since', () => {
    reloadForMissingBundle(chromeMissing)
    bundleLoaded()
    expect(reloadForMissingBundle(chromeMissing)).toBe(true)
    expect(env.reloads).toBe(2)
  })

  it('never reloads for another error', () => {
    expect(reloadForMissingBundle(new Error('boom'))).toBe(false)
    expect(env.reloads).toBe(0)
  })
})

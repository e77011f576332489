import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exampleAccessPass } from '@crew-portal/contract/fixtures'
import type { AccessPass } from '@crew-portal/contract'
import { accessPassPhotoSrc, accessPassStatus, selectAccessPass } from './pass.ts'

const pass = (passId: string, validFrom: string, validUntil: string): AccessPass => ({
  ...exampleAccessPass,
  passId,
  validFrom,
  validUntil
})
const lastMonth = pass('last-month', '2026-10-01T00:00:00Z', '2026-10-10T23:59:59Z')
const lastWeek = pass('last-week', '2026-11-10T00:00:00Z', '2026-11-15T23:59:59Z')
const current = pass('current', '2026-11-20T00:00:00Z', '2026-11-25T23:59:59Z')
const next = pass('next', '2026-11-26T00:00:00Z', '2026-12-05T23:59:59Z')
const later = pass('later', '2027-01-01T00:00:00Z', '2027-01-05T23:59:59Z')
const now = new Date('2026-11-22T09:00:00Z')

describe('accessPassStatus', () => {
  it('is valid inside the window, edges included, and not yet valid or expired outside it', () => {
    expect(accessPassStatus(current, now)).toBe('valid')
    expect(accessPassStatus(current, new Date(current.validFrom))).toBe('valid')
    expect(accessPassStatus(current, new Date(current.validUntil))).toBe('valid')
    expect(accessPassStatus(current, new Date(Date.parse(current.validFrom) - 1))).toBe('not-yet-valid')
    expect(accessPassStatus(current, new Date(Date.parse(current.validUntil) + 1))).toBe('expired')
  })

  it('gives exactly one status for any instant (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2026-01-01'), max: new Date('2028-01-01'), noInvalidDate: true }), (at) => {
        const status = accessPassStatus(current, at)
        const inside = at.getTime() >= Date.parse(current.validFrom) && at.getTime() <= Date.parse(current.validUntil)
        expect(status === 'valid').toBe(inside)
      })
    )
  })
})

// The element's data (widgets) carries only the window; the rule reads that much.
describe('accessPassStatus on a bare validity window', () => {
  const window_ = { validFrom: '2026-11-27T06:00:00Z', validUntil: '2026-11-29T22:00:00Z' }

  it('is not yet valid before the window, valid inside it (ends included), expired after', () => {
    expect(accessPassStatus(window_, new Date('2026-11-27T05:59:59Z'))).toBe('not-yet-valid')
    expect(accessPassStatus(window_, new Date('2026-11-27T06:00:00Z'))).toBe('valid')
    expect(accessPassStatus(window_, new Date('2026-11-29T22:00:00Z'))).toBe('valid')
    expect(accessPassStatus(window_, new Date('2026-11-29T22:00:01Z'))).toBe('expired')
  })

  it('never calls a pass with an unreadable window valid', () => {
    expect(accessPassStatus({ validFrom: 'soon', validUntil: 'later' }, new Date('2026-11-28T00:00:00Z'))).toBe(
      'expired'
    )
  })

  it('counts a missing or impossible bound as expired, so the door never sees "valid" it cannot prove', () => {
    const inside = new Date('2026-11-28T00:00:00Z')
    expect(accessPassStatus({ validFrom: window_.validFrom }, inside)).toBe('expired')
    expect(accessPassStatus({ validUntil: window_.validUntil }, inside)).toBe('expired')
    expect(accessPassStatus({ validFrom: '2026-02-31T00:00:00Z', validUntil: window_.validUntil }, inside)).toBe(
      'expired'
    )
    expect(accessPassStatus({ ...window_, validUntil: '' }, inside)).toBe('expired')
  })
})

describe('selectAccessPass', () => {
  it('shows the pass valid now', () => {
    expect(selectAccessPass([lastWeek, next, current, later], now)?.passId).toBe('current')
  })

  it('with none valid, shows the next one', () => {
    expect(selectAccessPass([later, lastWeek, next], now)?.passId).toBe('next')
  })

  it('with none valid or coming, shows the one that expired last', () => {
    expect(selectAccessPass([lastMonth, lastWeek], now)?.passId).toBe('last-week')
  })

  it('with two valid, shows the one that started last', () => {
    const overlapping = pass('overlap', '2026-11-21T00:00:00Z', '2026-11-30T00:00:00Z')
    expect(selectAccessPass([current, overlapping], now)?.passId).toBe('overlap')
  })

  it('is null without passes', () => {
    expect(selectAccessPass([], now)).toBeNull()
  })
})

describe('accessPassPhotoSrc', () => {
  it('makes a JPEG data URL, or null without a photo', () => {
    expect(accessPassPhotoSrc(current)).toBe(`data:image/jpeg;base64,${exampleAccessPass.photo}`)
    expect(accessPassPhotoSrc({ ...current, photo: null })).toBeNull()
  })
})

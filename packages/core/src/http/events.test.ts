import { beforeEach, describe, expect, it } from 'vitest'
import { configureTestCrewPortal } from '../test/index.ts'
import { onRequestFailed, reportRequestFailure, wasReported } from './events.ts'
import type { RequestFailedEvent } from './events.ts'

let env: ReturnType<typeof configureTestCrewPortal>
beforeEach(() => {
  env = configureTestCrewPortal()
})

describe('the failed-request event', () => {
  it('carries the status, URL, what it may show, connectivity and catalogue row to every subscriber, and logs the failure', () => {
    const seen: RequestFailedEvent[] = []
    const stop = onRequestFailed((event) => seen.push(event))
    const error = new Error('403')
    reportRequestFailure(error, { url: 'https://api.test/api/v1/accesspass', status: 403 })
    reportRequestFailure(
      error,
      { url: 'https://api.test/api/v1/reservationdocuments/tsa?reservationId=R', status: 500 },
      'nothing'
    )
    reportRequestFailure(error, { url: 'https://api.test/api/v1/user', status: 401 })
    reportRequestFailure(
      error,
      { url: 'https://api.test/api/v1/accesspass/P-1/credential', status: 401 },
      'sessionDialogOnly'
    )
    stop()
    reportRequestFailure(error, { url: 'https://api.test/api/v1/user', status: 500 })
    expect(seen.map(({ failure, shows, online, situation }) => [failure.status, shows, online, situation])).toEqual([
      [403, 'catalogue', true, 'accessDenied'],
      [500, 'nothing', true, 'whitelisted'],
      [401, 'catalogue', true, 'sessionEnded'],
      [401, 'sessionDialogOnly', true, 'sessionEnded']
    ])
    expect(env.telemetry.records.filter((record) => record.kind === 'exception')).toHaveLength(5)
  })

  it('knows the errors it reported, so that no one says them twice', () => {
    const told = new Error('500')
    reportRequestFailure(told, { url: 'https://api.test/api/v1/accesspass', status: 500 })
    expect(wasReported(told)).toBe(true)
    expect(wasReported(new Error('500'))).toBe(false)
    expect(wasReported(undefined)).toBe(false)
    expect(wasReported('500')).toBe(false)
  })
})

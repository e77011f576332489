import { beforeEach, describe, expect, it } from 'vitest'
import { configureTestCrewPortal } from '../test/index.ts'
import { onRequestFailed, reportRequestFailure } from './events.ts'
import type { RequestFailedEvent } from './events.ts'

let env: ReturnType<typeof configureTestCrewPortal>
beforeEach(() => {
  env = configureTestCrewPortal()
})

describe('the failed-request event', () => {
  it('carries the status, URL, quietness, connectivity and catalogue row to every subscriber, and logs the failure', () => {
    const seen: RequestFailedEvent[] = []
    const stop = onRequestFailed((event) => seen.push(event))
    const error = new Error('403')
    reportRequestFailure(error, { url: 'https://api.test/api/v1/accesspass', status: 403 })
    reportRequestFailure(
      error,
      { url: 'https://api.test/api/v1/reservationdocuments/tsa?reservationId=R', status: 500 },
      true
    )
    reportRequestFailure(error, { url: 'https://api.test/api/v1/user', status: 401 })
    stop()
    reportRequestFailure(error, { url: 'https://api.test/api/v1/user', status: 500 })
    expect(seen.map(({ failure, quiet, online, situation }) => [failure.status, quiet, online, situation])).toEqual([
      [403, false, true, 'accessDenied'],
      [500, true, true, 'whitelisted'],
      [401, false, true, 'sessionEnded']
    ])
    expect(env.telemetry.records.filter((record) => record.kind === 'exception')).toHaveLength(4)
  })
})

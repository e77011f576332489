import { describe, expect, it } from 'vitest'
import { describeOutboxWrite } from './describe.ts'

describe('describeOutboxWrite', () => {
  it('says what a save was, with what the pilot entered and where to change it', () => {
    expect(
      describeOutboxWrite({
        kind: 'notificationSettings',
        target: {},
        body: { smsEnabled: true, phoneNumber: '+14155550123' }
      })
    ).toEqual({
      title: 'Your notification settings',
      details: ['SMS notifications: On', 'Mobile number: +14155550123'],
      editPath: '/user/settings/notifications'
    })
    expect(
      describeOutboxWrite({
        kind: 'preCheckIn',
        target: { eventId: 'evt-fto-1' },
        body: {
          personalDetailsConfirmed: true,
          arrivalDate: '2026-11-26',
          documents: {
            passport: { expiryDate: '2030-04-30' },
            licence: { expiryDate: '2028-01-31' },
            medical: { expiryDate: '2027-06-30' }
          }
        }
      })
    ).toEqual({
      title: 'Your pre-check-in answers',
      details: [
        'Arrival: 26-11-2026',
        'Passport valid until 30-04-2030',
        'Licence valid until 31-01-2028',
        'Medical valid until 30-06-2027'
      ],
      editPath: '/pre-check-in/evt-fto-1'
    })
    expect(
      describeOutboxWrite({
        kind: 'coursewareProgress',
        target: { coursewareId: 'cw-a320-systems' },
        body: { percent: 45, lastLocation: 'module-3/lesson-2' }
      })
    ).toMatchObject({ details: ['45% done, at module-3/lesson-2'], editPath: '/learning/cw-a320-systems' })
  })

  it('offers no page to change what the pilot did not type', () => {
    const writes = [
      { kind: 'documentViewerStatus', target: {}, body: { documentId: 'doc-1', status: 'closed', page: 3 } },
      { kind: 'recentlyViewed', target: {}, body: { documentId: 'doc-1' } },
      { kind: 'contactCardDisplayed', target: { reservationId: 'RES-1001' }, body: null }
    ] as const
    for (const write of writes) expect(describeOutboxWrite(write).editPath).toBeUndefined()
  })

  it('names the document and the version the pilot confirmed, as text', () => {
    expect(
      describeOutboxWrite({
        kind: 'acknowledgement',
        target: { title: 'A320 FCOM <img src=x onerror=alert(1)>' },
        body: { documentId: 'doc-a320-fcom', version: '54' }
      })
    ).toEqual({
      title: 'That you read and understood A320 FCOM <img src=x onerror=alert(1)>, version 54',
      details: ['Document doc-a320-fcom'],
      editPath: '/library/doc-a320-fcom'
    })
  })
})

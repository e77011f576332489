import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TINY_JPEG_BASE64, exampleDirectoryContact, exampleTrainingEvent } from '@crew-portal/contract/fixtures'
import { DEFAULT_PROFILE_PICTURE, buildContact, canShowContact, contactCardMeeting, matchReservation } from './index.ts'

const exec = exampleTrainingEvent.reservationAccountExecutive
const event = (overrides: Record<string, unknown> = {}) => ({ ...exampleTrainingEvent, ...overrides })
const withPhone = (phone: unknown) =>
  event({ reservationAccountExecutive: { ...exec, accountExecutivePhoneNumber: phone } })

describe('buildContact', () => {
  it('builds every field of the card from the event and the directory (R-CARD-2)', () => {
    expect(buildContact(exampleTrainingEvent, exampleDirectoryContact)).toEqual({
      name: 'Jordan Lee',
      reservationId: 'RES-1001',
      phoneNumber: '+1 555 0100 200',
      email: 'jordan.lee@example.com',
      profilePicture: `data:image/jpeg;base64,${TINY_JPEG_BASE64}`,
      location: 'Miami Training Center',
      availabilityStartTime: '08:00',
      availabilityEndTime: '16:30',
      trainingEventDate: '2026-11-27T08:00:00Z'
    })
  })

  it('falls back to the first business phone, then the mobile phone', () => {
    const directory = { businessPhones: ['+1 555 0100 300', '+1 555 0100 301'], mobilePhone: '+1 555 0100 399' }
    expect(buildContact(withPhone(null), directory).phoneNumber).toBe('+1 555 0100 300')
    expect(buildContact(withPhone('  '), { ...directory, businessPhones: [] }).phoneNumber).toBe('+1 555 0100 399')
    expect(
      buildContact(withPhone(undefined), { businessPhones: [''], mobilePhone: '+1 555 0100 399' }).phoneNumber
    ).toBe('+1 555 0100 399')
    expect(buildContact(withPhone(null), { businessPhones: null, mobilePhone: null }).phoneNumber).toBe('')
  })

  it('prefers the executive’s own phone to the directory’s', () => {
    expect(buildContact(withPhone('+44 20 0000 0000'), exampleDirectoryContact).phoneNumber).toBe('+44 20 0000 0000')
  })

  it('uses the defaults without a directory entry: placeholder picture and --:-- times', () => {
    const contact = buildContact(exampleTrainingEvent)
    expect(contact.profilePicture).toBe(DEFAULT_PROFILE_PICTURE)
    expect(contact.availabilityStartTime).toBe('--:--')
    expect(contact.availabilityEndTime).toBe('--:--')
    expect(DEFAULT_PROFILE_PICTURE).toMatch(/^data:image\/svg\+xml,%3Csvg/)
  })

  it('shows working hours in UTC', () => {
    const directory = { workingHour: { startTime: '2026-11-27T09:00:00+01:00', endTime: '17:00:00.0000000' } }
    expect(buildContact(exampleTrainingEvent, directory)).toMatchObject({
      availabilityStartTime: '08:00',
      availabilityEndTime: '17:00'
    })
  })

  it('refuses a photo that is not plain base64, so nothing can break out of the data URI', () => {
    for (const photo of ['abc', 'AAAA"><script>alert(1)</script>', 'data:image/png;base64,AAAA', 'AA AA', 42, '']) {
      expect(buildContact(exampleTrainingEvent, { photo: photo as string }).profilePicture).toBe(
        DEFAULT_PROFILE_PICTURE
      )
    }
  })

  it('uses the gemini reservation id when the event has no reservation id', () => {
    expect(buildContact(event({ reservationId: undefined })).reservationId).toBe('GEM-77001')
    expect(buildContact(event({ reservationId: '', geminiReservationId: null })).reservationId).toBeNull()
  })

  it('never throws and always gives strings where the card needs them, whatever it is fed', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (anyEvent, anyDirectory) => {
        const contact = buildContact(anyEvent, anyDirectory as never)
        for (const key of [
          'name',
          'phoneNumber',
          'email',
          'profilePicture',
          'location',
          'availabilityStartTime',
          'availabilityEndTime'
        ] as const) {
          expect(typeof contact[key]).toBe('string')
        }
        expect(contact.profilePicture).toMatch(/^data:image\//)
      })
    )
  })
})

describe('canShowContact (R-CARD-4)', () => {
  it('needs both e-mail and phone', () => {
    const contact = buildContact(exampleTrainingEvent)
    expect(canShowContact(contact)).toBe(true)
    expect(canShowContact({ ...contact, phoneNumber: '' })).toBe(false)
    expect(canShowContact({ ...contact, email: '' })).toBe(false)
  })
})

describe('matchReservation and contactCardMeeting', () => {
  const events = [
    event({
      id: 'a',
      reservationId: 'RES-1',
      geminiReservationId: 'GEM-1',
      trainingLocationDisplayName: 'Miami',
      startDate: '2026-11-27T00:30:00Z'
    }),
    event({
      id: 'b',
      reservationId: 'RES-2',
      geminiReservationId: null,
      trainingLocationDisplayName: 'Dallas',
      startDate: '2026-12-01T23:30:00-05:00'
    })
  ]

  it('matches by gemini reservation id or reservation id', () => {
    expect(matchReservation({ reservationId: 'GEM-1' }, events)?.id).toBe('a')
    expect(matchReservation({ reservationId: 'RES-2' }, events)?.id).toBe('b')
  })

  it('matches nothing without a reservation id or with an unknown one', () => {
    expect(matchReservation({ reservationId: null }, events)).toBeUndefined()
    expect(matchReservation({ reservationId: '' }, events)).toBeUndefined()
    expect(matchReservation({ reservationId: 'RES-9' }, events)).toBeUndefined()
    expect(matchReservation(undefined, events)).toBeUndefined()
    expect(matchReservation({ reservationId: 'RES-1' }, 'x' as unknown as unknown[])).toBeUndefined()
  })

  it('gives the location and the start as a long US date, on the day the event was written with', () => {
    expect(contactCardMeeting({ reservationId: 'GEM-1' }, events)).toEqual({
      location: 'Miami',
      date: 'November 27, 2026'
    })
    expect(contactCardMeeting({ reservationId: 'RES-2' }, events)).toEqual({
      location: 'Dallas',
      date: 'December 1, 2026'
    })
  })

  it('writes the date in the locale asked for (an element in another language)', () => {
    expect(contactCardMeeting({ reservationId: 'GEM-1' }, events, 'de')).toEqual({
      location: 'Miami',
      date: '27. November 2026'
    })
    expect(contactCardMeeting({ reservationId: 'RES-2' }, events, 'es-PE')).toEqual({
      location: 'Dallas',
      date: '1 de diciembre de 2026'
    })
  })

  it('gives no sentence when the match lacks a location or a valid date', () => {
    expect(
      contactCardMeeting({ reservationId: 'X' }, [event({ reservationId: 'X', trainingLocationDisplayName: '' })])
    ).toBeUndefined()
    expect(
      contactCardMeeting({ reservationId: 'X' }, [event({ reservationId: 'X', startDate: 'soon' })])
    ).toBeUndefined()
    expect(contactCardMeeting({ reservationId: 'X' }, [event({ reservationId: 'X', startDate: 5 })])).toBeUndefined()
  })
})

import * as fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PLAIN_HTTPS_URL, isId, isIsoCalendarDay, isIsoDateTime, isWebUrl } from './primitives.ts'
import {
  AccessPassSchema,
  AcknowledgementListSchema,
  AcknowledgementRequestSchema,
  AcknowledgementSchema,
  ContactSchema,
  CoursewareProgressRequestSchema,
  CoursewareProgressSchema,
  DirectoryContactSchema,
  DocumentVersionSchema,
  DocumentViewerStatusRequestSchema,
  LibraryCategoryListSchema,
  LibraryDocumentSchema,
  NotificationSettingsSchema,
  PreCheckInAnswersSchema,
  PreCheckInSchema,
  RecentlyViewedDocumentSchema,
  RecentlyViewedRequestSchema,
  RemoteConfigurationResponseSchema,
  RequiredReadingSchema,
  ScheduleEntrySchema,
  TrainingEventListSchema,
  TrainingEventSchema,
  TrainingRecordDocumentSchema,
  TsaStatusSchema,
  UserProfileSchema,
  ValidationErrorSchema
} from './schemas.ts'
import * as fixtures from './fixtures.ts'

/** The dotted path of the first issue, or undefined when the value is valid. */
function firstProblem(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value)
  if (result.success) return undefined
  return v.getDotPath(result.issues[0]) ?? '(root)'
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

describe('the OpenAPI examples validate against the client schemas', () => {
  it.each([
    ['TrainingEvent', TrainingEventSchema, fixtures.exampleTrainingEvent],
    ['DirectoryContact', DirectoryContactSchema, fixtures.exampleDirectoryContact],
    ['TrainingRecordDocument', TrainingRecordDocumentSchema, fixtures.exampleTrainingRecordDocument],
    ['ScheduleEntry', ScheduleEntrySchema, fixtures.exampleScheduleEntry],
    ['TsaStatus', TsaStatusSchema, fixtures.exampleTsaStatus],
    ['LibraryCategory[]', LibraryCategoryListSchema, fixtures.exampleLibraryCategories],
    ['LibraryDocument', LibraryDocumentSchema, fixtures.exampleLibraryDocument],
    ['RequiredReading', RequiredReadingSchema, fixtures.exampleRequiredReading],
    ['Acknowledgement', AcknowledgementSchema, fixtures.exampleAcknowledgement],
    ['Acknowledgement[]', AcknowledgementListSchema, [fixtures.exampleAcknowledgement]],
    [
      'AcknowledgementRequest',
      AcknowledgementRequestSchema,
      { documentId: fixtures.exampleAcknowledgement.documentId, version: fixtures.exampleAcknowledgement.version }
    ],
    ['RecentlyViewedDocument', RecentlyViewedDocumentSchema, fixtures.exampleRecentlyViewed],
    ['CoursewareProgress', CoursewareProgressSchema, fixtures.exampleCourseware],
    ['PreCheckIn', PreCheckInSchema, fixtures.examplePreCheckIn],
    ['PreCheckInAnswers', PreCheckInAnswersSchema, fixtures.examplePreCheckInAnswers],
    ['AccessPass', AccessPassSchema, fixtures.exampleAccessPass],
    ['NotificationSettings', NotificationSettingsSchema, fixtures.exampleNotificationSettings],
    ['RemoteConfiguration', RemoteConfigurationResponseSchema, fixtures.exampleRemoteConfiguration],
    ['UserProfile', UserProfileSchema, fixtures.exampleUser]
  ])('%s', (_name, schema, example) => {
    expect(firstProblem(schema as v.GenericSchema, clone(example))).toBeUndefined()
  })
})

describe('TrainingEvent', () => {
  it('names the missing field by path', () => {
    const { reservationId: _dropped, ...rest } = fixtures.exampleTrainingEvent
    expect(firstProblem(TrainingEventSchema, rest)).toBe('reservationId')
  })

  it('names a wrong type deep inside, with the list index', () => {
    const events = [clone(fixtures.exampleTrainingEvent), clone(fixtures.exampleTrainingEvent)]
    ;(events[1] as unknown as { timing: { sessions: { start: unknown }[] } }).timing.sessions[0]!.start = 12
    expect(firstProblem(TrainingEventListSchema, events)).toBe('1.timing.sessions.0.start')
  })

  it('keeps any program type as text (BAT, BATTCM, FTO or another)', () => {
    const event = v.parse(TrainingEventSchema, { ...clone(fixtures.exampleTrainingEvent), orderProgramType: 'battcm' })
    expect(event.orderProgramType).toBe('battcm')
  })

  it('accepts an event without an account executive, and null or absent optional fields', () => {
    const raw = clone(fixtures.exampleTrainingEvent) as Record<string, unknown>
    raw.reservationAccountExecutive = null
    delete raw.geminiReservationId
    delete raw.aircraftType
    delete raw.location
    raw.timing = { sessions: [] }
    const event = v.parse(TrainingEventSchema, raw)
    expect(event.reservationAccountExecutive).toBeNull()
    expect(event.geminiReservationId).toBeNull()
    expect(event.aircraftType).toBeNull()
    expect(event.location).toBeNull()
    expect(event.timing.reportTime).toBeNull()
  })

  it('refuses an unknown status, an end before the start and a session ending before it starts', () => {
    expect(firstProblem(TrainingEventSchema, { ...clone(fixtures.exampleTrainingEvent), status: 'postponed' })).toBe(
      'status'
    )
    expect(
      firstProblem(TrainingEventSchema, { ...clone(fixtures.exampleTrainingEvent), endDate: '2026-11-01T00:00:00Z' })
    ).toBe('endDate')
    const raw = clone(fixtures.exampleTrainingEvent)
    raw.timing.sessions[0] = { ...raw.timing.sessions[0]!, end: raw.timing.sessions[0]!.start }
    expect(firstProblem(TrainingEventSchema, raw)).toBe('timing.sessions.0.end')
  })

  it('refuses dates without an offset or that do not exist', () => {
    expect(
      firstProblem(TrainingEventSchema, { ...clone(fixtures.exampleTrainingEvent), startDate: '2026-11-27T08:00:00' })
    ).toBe('startDate')
    expect(
      firstProblem(TrainingEventSchema, { ...clone(fixtures.exampleTrainingEvent), startDate: '2026-02-30T08:00:00Z' })
    ).toBe('startDate')
    expect(
      firstProblem(TrainingEventSchema, { ...clone(fixtures.exampleTrainingEvent), startDate: '27-11-2026' })
    ).toBe('startDate')
  })

  it('strips extra fields and ignores a __proto__ key without polluting anything', () => {
    const raw = JSON.parse(
      JSON.stringify({ ...fixtures.exampleTrainingEvent, extra: 'x' }).replace('{', '{"__proto__":{"polluted":true},')
    ) as unknown
    const event = v.parse(TrainingEventSchema, raw)
    expect(Object.keys(event)).not.toContain('extra')
    expect(Object.getPrototypeOf(event)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect((event as unknown as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('keeps script strings as inert text', () => {
    const script = '<img src=x onerror=alert(1)><script>alert(1)</script>'
    const event = v.parse(TrainingEventSchema, { ...clone(fixtures.exampleTrainingEvent), programName: script })
    expect(event.programName).toBe(script)
  })

  it('refuses a document link that is not https (javascript:, data:, http to another host)', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://evil.example/x.pdf',
      '/files/x.pdf'
    ]) {
      const raw = clone(fixtures.exampleTrainingEvent)
      raw.documents[0] = { ...raw.documents[0]!, url }
      expect(firstProblem(TrainingEventSchema, raw)).toBe('documents.0.url')
    }
  })

  it('never throws on arbitrary input (property)', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true }), (value) => {
        expect(v.safeParse(TrainingEventSchema, value).success).toBe(false)
      })
    )
  })
})

describe('UserProfile', () => {
  it('accepts firstName in place of givenName and outputs givenName', () => {
    const { givenName: _g, ...rest } = fixtures.exampleUser
    const user = v.parse(UserProfileSchema, { ...rest, firstName: 'Alex' })
    expect(user.givenName).toBe('Alex')
    expect(user).not.toHaveProperty('firstName')
  })

  it('requires one of the two names, pointing at givenName', () => {
    const { givenName: _g, ...rest } = fixtures.exampleUser
    expect(firstProblem(UserProfileSchema, rest)).toBe('givenName')
  })

  it('defaults the audience to bat and refuses an e-mail that is not one', () => {
    const { audience: _a, ...rest } = fixtures.exampleUser
    expect(v.parse(UserProfileSchema, rest).audience).toBe('bat')
    expect(firstProblem(UserProfileSchema, { ...fixtures.exampleUser, email: 'not-an-email' })).toBe('email')
  })
})

describe('DirectoryContact', () => {
  it('refuses a photo that is not plain base64 (a data: URL or markup cannot ride along)', () => {
    expect(
      firstProblem(DirectoryContactSchema, {
        ...fixtures.exampleDirectoryContact,
        photo: 'data:image/jpeg;base64,AAAA'
      })
    ).toBe('photo')
    expect(firstProblem(DirectoryContactSchema, { ...fixtures.exampleDirectoryContact, photo: '"><script>' })).toBe(
      'photo'
    )
    expect(firstProblem(DirectoryContactSchema, { ...fixtures.exampleDirectoryContact, photo: 'abc' })).toBe('photo')
  })

  it('accepts Graph-style and ISO working hours, and missing optional parts', () => {
    const graph = {
      ...fixtures.exampleDirectoryContact,
      workingHour: { startTime: '08:00:00.0000000', endTime: '2026-01-01T17:00:00Z' }
    }
    expect(firstProblem(DirectoryContactSchema, graph)).toBeUndefined()
    expect(v.parse(DirectoryContactSchema, { businessPhones: [] })).toEqual({
      photo: null,
      workingHour: null,
      businessPhones: [],
      mobilePhone: null
    })
    expect(
      firstProblem(DirectoryContactSchema, {
        ...fixtures.exampleDirectoryContact,
        workingHour: { startTime: '25:00', endTime: '17:00' }
      })
    ).toBe('workingHour.startTime')
  })

  it('needs businessPhones to be a list of text', () => {
    expect(
      firstProblem(DirectoryContactSchema, { ...fixtures.exampleDirectoryContact, businessPhones: '+1 555' })
    ).toBe('businessPhones')
    expect(firstProblem(DirectoryContactSchema, { ...fixtures.exampleDirectoryContact, businessPhones: [1] })).toBe(
      'businessPhones.0'
    )
  })
})

describe('Contact', () => {
  it('reads a contact and defaults optional fields to null', () => {
    expect(v.parse(ContactSchema, { id: 'ae-1', name: 'Jordan Lee' })).toEqual({
      id: 'ae-1',
      name: 'Jordan Lee',
      email: null,
      phoneNumber: null,
      reservationId: null
    })
    expect(firstProblem(ContactSchema, { id: '../../etc/passwd', name: 'x' })).toBe('id')
  })
})

describe('NotificationSettings', () => {
  it('requires an E.164 phone number when SMS is on', () => {
    expect(firstProblem(NotificationSettingsSchema, { smsEnabled: true, phoneNumber: null })).toBe('phoneNumber')
    expect(firstProblem(NotificationSettingsSchema, { smsEnabled: true, phoneNumber: '0044 20 7946 0958' })).toBe(
      'phoneNumber'
    )
    expect(firstProblem(NotificationSettingsSchema, { smsEnabled: false, phoneNumber: null })).toBeUndefined()
    expect(firstProblem(NotificationSettingsSchema, { smsEnabled: 'yes', phoneNumber: null })).toBe('smsEnabled')
  })
})

describe('required reading', () => {
  it('reads an event from an older server, which sends none, as requiring nothing', () => {
    const { requiredReading: _none, ...older } = {
      ...clone(fixtures.exampleTrainingEvent),
      requiredReading: [fixtures.exampleRequiredReading]
    }
    expect(v.parse(TrainingEventSchema, older).requiredReading).toEqual([])
  })

  it('refuses a document due after the event starts, naming requiredReading', () => {
    const raw = clone(fixtures.exampleTrainingEvent)
    raw.requiredReading = [{ ...fixtures.exampleRequiredReading, dueDate: '2026-11-27T08:00:01Z' }]
    expect(firstProblem(TrainingEventSchema, raw)).toBe('requiredReading')
    raw.requiredReading = [{ ...fixtures.exampleRequiredReading, dueDate: raw.startDate }]
    expect(firstProblem(TrainingEventSchema, raw)).toBeUndefined()
  })

  it('refuses a required document whose link is not https or whose version is not one', () => {
    const raw = clone(fixtures.exampleTrainingEvent)
    raw.requiredReading = [{ ...fixtures.exampleRequiredReading, url: 'javascript:alert(1)' }]
    expect(firstProblem(TrainingEventSchema, raw)).toBe('requiredReading.0.url')
    raw.requiredReading = [{ ...fixtures.exampleRequiredReading, version: '55?x=1' }]
    expect(firstProblem(TrainingEventSchema, raw)).toBe('requiredReading.0.version')
  })

  it('a version is 1 to 32 letters, digits, ".", "_" or "-": safe in a link\'s query', () => {
    for (const version of ['54', '2026-3', 'B', 'r1.2_final', 'x'.repeat(32)])
      expect(v.is(DocumentVersionSchema, version), version).toBe(true)
    for (const version of ['', ' 54', '54 ', '5/4', '54&v=55', '<b>', 'x'.repeat(33), 'é', 54])
      expect(v.is(DocumentVersionSchema, version), String(version)).toBe(false)
  })

  it('an acknowledgement request holds the document and the version only, both well formed', () => {
    const good = { documentId: 'doc-a320-fcom', version: '54' }
    expect(firstProblem(AcknowledgementRequestSchema, good)).toBeUndefined()
    expect(firstProblem(AcknowledgementRequestSchema, { ...good, acknowledgedAt: '2026-11-21T18:40:00Z' })).toBe(
      'acknowledgedAt'
    )
    expect(firstProblem(AcknowledgementRequestSchema, { documentId: 'doc-a320-fcom' })).toBe('version')
    expect(firstProblem(AcknowledgementRequestSchema, { ...good, documentId: '../../etc/passwd' })).toBe('documentId')
    expect(
      firstProblem(AcknowledgementRequestSchema, JSON.parse('{"__proto__":{"x":1},"documentId":"d","version":"1"}'))
    ).toBe('__proto__')
  })
})

describe('request bodies are strict', () => {
  it('refuses unknown keys in writes, naming them', () => {
    expect(firstProblem(RecentlyViewedRequestSchema, { documentId: 'doc-1', admin: true })).toBe('admin')
    expect(firstProblem(CoursewareProgressRequestSchema, { percent: 101, lastLocation: 'x' })).toBe('percent')
    expect(firstProblem(CoursewareProgressRequestSchema, { percent: 50.5, lastLocation: 'x' })).toBe('percent')
    expect(firstProblem(CoursewareProgressRequestSchema, { percent: 5, lastLocation: '' })).toBe('lastLocation')
    expect(firstProblem(DocumentViewerStatusRequestSchema, { documentId: 'doc-1', status: 'opened', page: 0 })).toBe(
      'page'
    )
  })

  it('pre-check-in answers need the confirmation and real dates', () => {
    expect(
      firstProblem(PreCheckInAnswersSchema, { ...fixtures.examplePreCheckInAnswers, personalDetailsConfirmed: false })
    ).toBe('personalDetailsConfirmed')
    expect(
      firstProblem(PreCheckInAnswersSchema, { ...fixtures.examplePreCheckInAnswers, arrivalDate: '26-11-2026' })
    ).toBe('arrivalDate')
    const documents = { ...fixtures.examplePreCheckInAnswers.documents, medical: { expiryDate: '2027-02-29' } }
    expect(firstProblem(PreCheckInAnswersSchema, { ...fixtures.examplePreCheckInAnswers, documents })).toBe(
      'documents.medical.expiryDate'
    )
  })

  it('the 400 body names the field', () => {
    expect(firstProblem(ValidationErrorSchema, { message: 'bad' })).toBe('field')
  })
})

describe('AccessPass', () => {
  it('refuses a window that ends before it starts', () => {
    expect(
      firstProblem(AccessPassSchema, {
        ...fixtures.exampleAccessPass,
        validUntil: fixtures.exampleAccessPass.validFrom
      })
    ).toBe('validUntil')
  })
})

describe('primitives', () => {
  it('isId accepts path-safe identifiers and refuses dots alone, separators and overlong ids', () => {
    for (const id of ['d1', 'E-1:2_3', 'a.b', '.a', 'a..', 'x'.repeat(100)]) expect(isId(id), id).toBe(true)
    for (const id of ['', '.', '..', '...', 'a/b', 'a b', '%2e', 'x'.repeat(101)]) expect(isId(id), id).toBe(false)
  })

  it('isId is the identifier pattern minus the all-dots names, for any text of its alphabet', () => {
    const byPatterns = (text: string) => /^[A-Za-z0-9._:-]{1,100}$/.test(text) && !/^\.+$/.test(text)
    const alphabet = fc.constantFrom('.', '.', 'a', 'Z', '0', '_', ':', '-', '/', ' ')
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 8 }).map((chars) => chars.join('')),
        (text) => {
          expect(isId(text), text).toBe(byPatterns(text))
        }
      ),
      { numRuns: 5000 }
    )
  })

  it('isIsoCalendarDay accepts real days only', () => {
    expect(isIsoCalendarDay('2028-02-29')).toBe(true)
    expect(isIsoCalendarDay('2027-02-29')).toBe(false)
    expect(isIsoCalendarDay('2027-13-01')).toBe(false)
    expect(isIsoCalendarDay('2027-1-01')).toBe(false)
  })

  it('isIsoDateTime needs an offset and accepts fractions and numeric offsets', () => {
    expect(isIsoDateTime('2026-11-27T08:00Z')).toBe(true)
    expect(isIsoDateTime('2026-11-27T08:00:00.123+05:30')).toBe(true)
    expect(isIsoDateTime('2026-11-27T24:00:00Z')).toBe(false)
    expect(isIsoDateTime('2026-11-27')).toBe(false)
  })

  it('isWebUrl allows https anywhere and http on this machine only', () => {
    expect(isWebUrl('https://example.com/a')).toBe(true)
    expect(isWebUrl('http://localhost:4282/a')).toBe(true)
    expect(isWebUrl('http://127.0.0.1/a')).toBe(true)
    expect(isWebUrl('http://example.com/a')).toBe(false)
    expect(isWebUrl('JaVaScRiPt:alert(1)')).toBe(false)
    expect(isWebUrl('not a url')).toBe(false)
  })

  it('isIsoCalendarDay agrees with the calendar of Date for any yyyy-MM-dd', () => {
    const byDate = (text: string) => {
      const time = Date.parse(`${text}T00:00:00Z`)
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text
    }
    const pad = (value: number, width: number) => String(value).padStart(width, '0')
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
          expect(isIsoCalendarDay(text), text).toBe(byDate(text))
        }
      ),
      { numRuns: 5000 }
    )
  })

  it('every instant isIsoDateTime accepts is one Date reads, for any date, time, fraction and offset (it never asks Date)', () => {
    const pad = (value: number, width: number) => String(value).padStart(width, '0')
    const offset = fc.oneof(
      fc.constant('Z'),
      fc
        .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([sign, hours, minutes]) => `${sign}${pad(hours, 2)}:${pad(minutes, 2)}`)
    )
    const seconds = fc.option(
      fc
        .tuple(
          fc.integer({ min: 0, max: 59 }),
          fc.option(
            fc.integer({ min: 0, max: 999_999_999 }).map((fraction) => `.${String(fraction).slice(0, 9)}`),
            { nil: '' }
          )
        )
        .map(([second, fraction]) => `:${pad(second, 2)}${fraction}`),
      { nil: '' }
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        seconds,
        offset,
        (year, month, day, hour, minute, second, zone) => {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}${second}${zone}`
          if (isIsoDateTime(text)) expect(Number.isNaN(Date.parse(text)), text).toBe(false)
          else expect(isIsoCalendarDay(text.slice(0, 10)), text).toBe(false)
        }
      ),
      { numRuns: 10_000 }
    )
  })

  it('isWebUrl reads the plain https form without the URL parser, and the parser takes every string of that form as https', () => {
    fc.assert(
      // fast-check's generator knows no lookahead: the same form without it, then the real pattern.
      fc.property(
        fc
          .stringMatching(/^https:\/\/(?:[A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*(?::\d{1,5})?(?:[/?#][^\s\\"'<>]*)?$/)
          .filter((text) => PLAIN_HTTPS_URL.test(text)),
        (text) => {
          expect(isWebUrl(text)).toBe(true)
          expect(new URL(text).protocol).toBe('https:')
        }
      ),
      { numRuns: 10000 }
    )
    // Forms the fast path leaves to the parser, which still decides them.
    expect(PLAIN_HTTPS_URL.test('https://localhost:4282/files/doc-1.pdf')).toBe(true)
    expect(PLAIN_HTTPS_URL.test('https://example.com:65536/a')).toBe(false)
    expect(isWebUrl('https://example.com:65536/a')).toBe(false)
    expect(isWebUrl('https://1.2.3.999/')).toBe(false)
    expect(isWebUrl('https://xn--a/')).toBe(false)
    // Found by this property: punycode labels in any case.
    expect(PLAIN_HTTPS_URL.test('https://Xn--0.A')).toBe(false)
    expect(isWebUrl('https://Xn--0.A')).toBe(false)
    expect(isWebUrl('https://user:secret@example.com/')).toBe(true)
  })
})

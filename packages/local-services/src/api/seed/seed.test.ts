import { DocumentVersionSchema, LibraryDocumentListSchema, TrainingEventListSchema } from '@crew-portal/contract'
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { localOrigins } from '../../ports.ts'
import { passCredentialClaims } from '../routes/passes.ts'
import { ALEX_MORGAN, KIM_PARK, LARGE_EVENT_COUNT, LARGE_LIBRARY_SIZE, SAM_RIVERA, seedData } from './index.ts'
import { startOfUtcDay } from './time.ts'

const origins = localOrigins()
const DAY = 86_400_000
/** Calendar days (UTC) from `now` to an instant: "in 5 days" means on the fifth day from today. */
const calendarDaysAhead = (now: Date, instant: string | undefined) =>
  (startOfUtcDay(instant ?? '') - startOfUtcDay(now)) / DAY

describe('seedData(now): a demo on any day looks alive', () => {
  const days = ['2026-11-22T10:00:00Z', '2027-02-28T23:30:00Z', '2030-07-01T00:00:00Z'].map((text) => new Date(text))

  it.each(days)(
    'on %s Alex Morgan has a BAT event in 5 days whose executive the directory knows, with photo, hours and phones',
    (now) => {
      const seed = seedData(now, origins)
      const bat = seed.events.find(
        (event) =>
          event.userId === ALEX_MORGAN.userId && event.orderProgramType === 'BAT' && event.status === 'upcoming'
      )
      expect(bat).toBeDefined()
      expect(calendarDaysAhead(now, bat?.startDate)).toBe(5)
      const executive = bat?.reservationAccountExecutive
      expect(executive?.accountExecutiveName).toBe('Jordan Lee')
      const entry = seed.directory.get(executive?.accountExecutiveEmail ?? '')
      expect(entry?.workingHour).toEqual({ startTime: '13:00', endTime: '21:30' })
      expect(entry?.businessPhones.length).toBeGreaterThan(0)
      expect(entry?.mobilePhone).toBeTruthy()
      // A real JPEG: base64 of bytes starting with the SOI marker and ending with EOI.
      const photo = Buffer.from(entry?.photo ?? '', 'base64')
      expect(photo.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
      expect(photo.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]))
      expect(photo.length).toBeLessThan(4096)
    }
  )

  it.each(days)('on %s Alex Morgan has a BATTCM event in 40 days and completed past events', (now) => {
    const events = seedData(now, origins).events.filter((event) => event.userId === ALEX_MORGAN.userId)
    const battcm = events.find((event) => event.orderProgramType === 'BATTCM' && event.status === 'upcoming')
    expect(calendarDaysAhead(now, battcm?.startDate)).toBe(40)
    const past = events.filter((event) => event.status === 'completed')
    expect(past.length).toBeGreaterThanOrEqual(2)
    expect(past.some((event) => event.trainingRecords !== undefined && event.trainingRecords.length > 0)).toBe(true)
    expect(past.some((event) => event.trainingRecords === undefined)).toBe(true)
  })

  it('gives Sam Rivera FTO events and the library FTO documents; Kim Park nothing', () => {
    const seed = seedData(days[0] ?? new Date(), origins)
    expect(
      seed.events
        .filter((event) => event.userId === SAM_RIVERA.userId)
        .every((event) => event.orderProgramType === 'FTO')
    ).toBe(true)
    expect(seed.events.some((event) => event.userId === SAM_RIVERA.userId && event.status === 'upcoming')).toBe(true)
    expect(seed.libraryDocuments.filter((document) => document.audience === 'fto').length).toBeGreaterThanOrEqual(2)
    expect(seed.events.filter((event) => event.userId === KIM_PARK.userId)).toEqual([])
    expect(seed.courseware.filter((item) => item.userId === KIM_PARK.userId)).toEqual([])
    expect(seed.accessPasses.filter((pass) => pass.userId === KIM_PARK.userId)).toEqual([])
  })

  /**
   * The instants a day turns on: its first and last millisecond, and London's and New York's clock
   * changes (the seed is in UTC, but a bug that reads local time shows there), on month and year ends.
   */
  const edges = [
    '2026-03-29T00:59:59.999Z',
    '2026-03-29T01:00:00.000Z',
    '2026-10-25T00:59:59.999Z',
    '2026-10-25T01:00:00.000Z',
    '2026-03-08T07:00:00.000Z',
    '2026-11-01T06:00:00.000Z',
    '2026-02-28T23:59:59.999Z',
    '2028-02-29T00:00:00.000Z',
    '2028-02-29T23:59:59.999Z',
    '2026-04-30T23:59:59.999Z',
    '2026-12-31T23:59:59.999Z',
    '2027-01-01T00:00:00.000Z'
  ].map((text) => new Date(text))

  /** Sam Rivera's passes valid at `now`, each with the event it is for and its credential's claims. */
  const samsValidPasses = (now: Date) => {
    const seed = seedData(now, origins)
    return seed.accessPasses
      .filter((pass) => pass.userId === SAM_RIVERA.userId)
      .filter((pass) => Date.parse(pass.validFrom) <= now.getTime() && now.getTime() <= Date.parse(pass.validUntil))
      .map((pass) => ({
        pass,
        event: seed.events.find((event) => event.id === pass.eventId),
        claims: passCredentialClaims(pass, 'dev-1', 'key')
      }))
  }

  it('has Sam Rivera at the London training centre this week at any instant: an event in progress, its pass valid now', () => {
    const holds = (now: Date) => {
      const valid = samsValidPasses(now)
      expect(valid).toHaveLength(1)
      const [only] = valid
      expect(only?.pass.passId).toBe('PASS-2002')
      expect(only?.pass.trainingCentre).toBe('London Gatwick Training Centre')
      expect(only?.event?.status).toBe('in-progress')
      // What the gate checks: the signed credential's bounds, in whole seconds, around the gate's time.
      expect(only?.claims.nbf).toBeLessThanOrEqual(now.getTime() / 1000)
      expect(only?.claims.exp).toBeGreaterThanOrEqual(now.getTime() / 1000)
    }
    for (const now of edges) holds(now)
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (now) => holds(now)
      ),
      { numRuns: 200 }
    )
  })

  it('keeps every id the same whatever the day, and sorts events by start', () => {
    const ids = (now: Date) => {
      const seed = seedData(now, origins)
      return [
        ...seed.events.map((event) => event.id),
        ...seed.libraryDocuments.map((document) => document.id),
        ...seed.accessPasses.map((pass) => pass.passId)
      ]
    }
    expect(ids(days[1] ?? new Date())).toEqual(ids(days[2] ?? new Date()))
    const starts = seedData(days[0] ?? new Date(), origins).events.map((event) => Date.parse(event.startDate))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
  })

  it('features a few library documents and gives each upcoming event an access pass valid around it', () => {
    const seed = seedData(days[0] ?? new Date(), origins)
    expect(seed.libraryDocuments.filter((document) => document.featured).length).toBeGreaterThanOrEqual(3)
    for (const pass of seed.accessPasses) {
      const event = seed.events.find((candidate) => candidate.id === pass.eventId)
      expect(Date.parse(pass.validFrom)).toBeLessThan(Date.parse(event?.startDate ?? ''))
      expect(Date.parse(pass.validUntil)).toBeGreaterThan(Date.parse(event?.endDate ?? ''))
    }
  })
})

describe('seedData(now): required reading', () => {
  const instants = [
    '2026-11-22T00:00:00.000Z',
    '2026-11-22T10:00:00Z',
    '2026-11-22T23:59:59.999Z',
    '2027-02-28T23:30:00Z',
    '2028-02-29T12:00:00Z'
  ].map((text) => new Date(text))
  const AUDIENCE_DOCUMENTS = { bat: 'all', fto: 'fto' } as const

  it.each(instants)(
    "on %s each pilot's upcoming event requires 2 to 4 documents of the pilot's audience, due by its start, exactly one acknowledged",
    (now) => {
      const seed = seedData(now, origins)
      for (const user of [ALEX_MORGAN, SAM_RIVERA, KIM_PARK]) {
        const upcoming = seed.events.filter((event) => event.userId === user.userId && event.status === 'upcoming')
        const acknowledged = seed.acknowledgements.filter((acknowledgement) => acknowledgement.userId === user.userId)
        for (const event of upcoming) {
          expect(event.requiredReading.length, event.id).toBeGreaterThanOrEqual(2)
          expect(event.requiredReading.length, event.id).toBeLessThanOrEqual(4)
          for (const item of event.requiredReading) {
            const document = seed.libraryDocuments.find((candidate) => candidate.id === item.documentId)
            expect(document?.audience, item.documentId).toBe(
              user.audience === 'none' ? undefined : AUDIENCE_DOCUMENTS[user.audience]
            )
            // The document as the library has it now, its link naming its version.
            expect(item).toEqual({
              documentId: document?.id,
              version: document?.version,
              title: document?.title,
              fileType: document?.fileType,
              url: `${origins.api}/files/${document?.id}.${document?.fileType}?v=${document?.version}`,
              dueDate: item.dueDate
            })
            expect(Date.parse(item.dueDate), item.documentId).toBeLessThanOrEqual(Date.parse(event.startDate))
            expect(Date.parse(item.dueDate), item.documentId).toBeGreaterThan(now.getTime())
          }
          const read = event.requiredReading.filter((item) =>
            acknowledged.some(({ documentId, version }) => documentId === item.documentId && version === item.version)
          )
          expect(read, event.id).toHaveLength(1)
        }
        for (const { documentId, acknowledgedAt } of acknowledged) {
          const document = seed.libraryDocuments.find((candidate) => candidate.id === documentId)
          expect(Date.parse(acknowledgedAt)).toBeLessThan(now.getTime())
          expect(Date.parse(acknowledgedAt)).toBeGreaterThanOrEqual(Date.parse(document?.updatedAt ?? ''))
        }
      }
      const events = (user: { userId: string }) =>
        seed.events.filter((event) => event.userId === user.userId && event.status === 'upcoming').map(({ id }) => id)
      expect(events(ALEX_MORGAN)).toEqual(['evt-bat-upcoming', 'evt-battcm-upcoming'])
      expect(events(SAM_RIVERA)).toEqual(['evt-fto-upcoming'])
      expect(events(KIM_PARK)).toEqual([])
    }
  )

  it.each(instants)(
    'on %s the BAT event in 5 days has one unread document due within 3 days, and its others due later',
    (now) => {
      const seed = seedData(now, origins)
      const read = new Set(seed.acknowledgements.map(({ documentId, version }) => `${documentId} ${version}`))
      const bat = seed.events.find((event) => event.id === 'evt-bat-upcoming')
      const unread = bat?.requiredReading.filter(({ documentId, version }) => !read.has(`${documentId} ${version}`))
      const dueSoon = unread?.filter(({ dueDate }) => Date.parse(dueDate) - now.getTime() <= 3 * DAY)
      expect(dueSoon?.map(({ documentId }) => documentId)).toEqual(['doc-a320-qrh'])
    }
  )

  it("names each document once among a pilot's events, so one acknowledgement counts for one event", () => {
    const seed = seedData(new Date('2026-11-22T10:00:00Z'), origins)
    for (const user of [ALEX_MORGAN, SAM_RIVERA]) {
      const required = seed.events
        .filter((event) => event.userId === user.userId)
        .flatMap((event) => event.requiredReading.map(({ documentId }) => documentId))
      expect(new Set(required).size).toBe(required.length)
    }
  })

  it('requires nothing of past and in-progress events, nor of the generated schedule', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    for (const event of seedData(now, origins, 'large').events)
      if (event.status !== 'upcoming' || event.id.startsWith('evt-bulk-'))
        expect(event.requiredReading, event.id).toEqual([])
  })

  it('gives every library document a version its link names, the A320 FCOM the revision its description says', () => {
    const seed = seedData(new Date('2026-11-22T10:00:00Z'), origins, 'large')
    for (const document of seed.libraryDocuments) {
      expect(v.is(DocumentVersionSchema, document.version), document.id).toBe(true)
      expect(document.url, document.id).toBe(
        `${origins.api}/files/${document.id}.${document.fileType}?v=${document.version}`
      )
    }
    const fcom = seed.libraryDocuments.find((document) => document.id === 'doc-a320-fcom')
    expect(fcom?.version).toBe('54')
    expect(fcom?.description).toContain('revision 54')
  })
})

describe('seedData(now, origins, "large"): an airline-sized data set', () => {
  const now = new Date('2026-11-22T10:00:00Z')
  const small = seedData(now, origins)
  const large = seedData(now, origins, 'large')

  it('adds 10,000 library documents and 1,000 events for Sam Rivera, with long names, and keeps the demo data', () => {
    expect(large.libraryDocuments).toHaveLength(small.libraryDocuments.length + LARGE_LIBRARY_SIZE)
    expect(LARGE_LIBRARY_SIZE).toBe(10_000)
    const sams = large.events.filter((event) => event.userId === SAM_RIVERA.userId)
    expect(sams).toHaveLength(
      small.events.filter((event) => event.userId === SAM_RIVERA.userId).length + LARGE_EVENT_COUNT
    )
    expect(LARGE_EVENT_COUNT).toBe(1_000)
    expect(Math.max(...large.libraryDocuments.map((document) => document.title.length))).toBeGreaterThan(150)
    expect(new Set(large.libraryDocuments.map((document) => document.id)).size).toBe(large.libraryDocuments.length)
    expect(new Set(large.events.map((event) => event.id)).size).toBe(large.events.length)
    // The demo accounts still see what they always see, and no generated event opens a contact card.
    expect(large.events.filter((event) => event.userId === ALEX_MORGAN.userId)).toEqual(
      small.events.filter((event) => event.userId === ALEX_MORGAN.userId)
    )
    expect(
      sams
        .filter((event) => event.id.startsWith('evt-bulk-'))
        .every((event) => event.reservationAccountExecutive === null)
    ).toBe(true)
    expect(large.accessPasses).toEqual(small.accessPasses)
  })

  it("builds the generated sets once for a day, and again when the day or today's event changes, each as it would be built anew", () => {
    const generated = (at: string) => {
      const seed = seedData(new Date(at), origins, 'large')
      return {
        documents: seed.libraryDocuments.find((document) => document.id === 'doc-bulk-00001'),
        today: seed.events.find((event) => event.id === 'evt-bulk-0701')
      }
    }
    // The same day and the same status of today's event: the very same objects, not built again.
    const morning = generated('2026-11-22T09:00:00.000Z')
    expect(generated('2026-11-22T09:00:01.000Z').documents).toBe(morning.documents)
    expect(generated('2026-11-22T15:59:59.000Z').today).toBe(morning.today)
    expect(morning.today?.status).toBe('in-progress')
    // Today's event ends at 16:00: the schedule is built again, the library (days, not hours) is not.
    const evening = generated('2026-11-22T16:00:01.000Z')
    expect(evening.today?.status).toBe('completed')
    expect(evening.documents).toBe(morning.documents)
    // Before 08:00 the event is to come; the next day, every date moves by a day.
    expect(generated('2026-11-22T07:59:59.000Z').today?.status).toBe('upcoming')
    const nextDay = generated('2026-11-23T09:00:00.000Z')
    expect(nextDay.documents).not.toBe(morning.documents)
    expect(Date.parse(nextDay.documents?.updatedAt ?? '') - Date.parse(morning.documents?.updatedAt ?? '')).toBe(DAY)
    // What was kept from 09:00 equals what a fresh build gives at noon (the next day's build came between).
    const noon = generated('2026-11-22T12:00:00.000Z')
    expect(noon.today).not.toBe(morning.today)
    expect(noon).toEqual(morning)
  })

  it('speaks the contract: every generated document and event parses with the schemas the app uses', () => {
    expect(v.safeParse(LibraryDocumentListSchema, large.libraryDocuments).success).toBe(true)
    expect(
      v.safeParse(
        TrainingEventListSchema,
        large.events.map((event) => ({ ...event, isContactCardDisplayedWeb: false, preCheckInStatus: 'not-required' }))
      ).success
    ).toBe(true)
  })
})

// `npm start -- --data large`: an airline-sized data set for the bench and the at-scale tests —
// 10,000 library documents and 1,000 training events for Sam Rivera, with long names. Generated,
// deterministic, relative to `now` like the rest of the seed.
import { BLUEBIRD_REGIONAL, eventStatus } from './events.ts'
import type { SeedEvent } from './events.ts'
import { documentUrl, LIBRARY_CATEGORIES } from './library.ts'
import { dayAt, daysAgo, isoInstant, startOfUtcDay } from './time.ts'
import type { LibraryDocument } from './types.ts'
import { SAM_RIVERA } from './users.ts'

export const LARGE_LIBRARY_SIZE = 10_000
export const LARGE_EVENT_COUNT = 1_000

const SUBJECTS = [
  'Hydraulic system',
  'Electrical power',
  'Fuel management',
  'Cabin pressurisation',
  'Flight controls',
  'Landing gear',
  'Autoflight',
  'Navigation',
  'Communications',
  'Fire protection',
  'Ice and rain protection',
  'Air conditioning'
]
const KINDS = ['briefing', 'bulletin', 'procedure update', 'training note', 'reference card', 'revision summary']
const FLEETS = ['A320', 'A321neo', 'B737', 'B787', 'E190', 'ATR 72']

/** Every tenth title is long: the list must wrap or truncate it, never break. */
function title(index: number): string {
  const base = `${FLEETS[index % FLEETS.length]} ${SUBJECTS[index % SUBJECTS.length]} ${KINDS[index % KINDS.length]} ${index + 1}`
  return index % 10 === 0
    ? `${base}: a deliberately long document title that keeps going, as real revision titles sometimes do, with the fleet, the chapter and the effective date all in it`
    : base
}

// Every generated document is for all crew, so `/library` itself lists all 10,000.
const CATEGORIES = LIBRARY_CATEGORIES.filter((category) => category.id !== 'fto-guides')

/** Each generated event's hours (UTC): today's is upcoming before the first, in progress until the second. */
const DAY_HOURS = ['08:00', '16:00'] as const

/**
 * The last set `generate` made, made again only when what it depends on (`dependsOn(now)`, the
 * origin) has changed. The API asks for the seed again each second, and the generated sets change
 * only with the day: building them afresh would slow the call that pays for it, once a second.
 */
function builtUntilChanged<T>(
  generate: (now: Date, apiOrigin: string) => T,
  dependsOn: (now: Date) => string
): (now: Date, apiOrigin: string) => T {
  let last: { key: string; set: T } | undefined
  return (now, apiOrigin) => {
    const key = `${dependsOn(now)} ${apiOrigin}`
    if (last?.key !== key) last = { key, set: generate(now, apiOrigin) }
    return last.set
  }
}

/** The library's dates are days before today: it changes with the day. */
export const largeLibrary = builtUntilChanged(generateLibrary, (now) => String(startOfUtcDay(now)))

/** The schedule is one event a day: it changes with the day, and with today's event's status. */
export const largeEvents = builtUntilChanged(
  generateEvents,
  (now) => `${startOfUtcDay(now)} ${eventStatus(now, dayAt(now, 0, DAY_HOURS[0]), dayAt(now, 0, DAY_HOURS[1]))}`
)

function generateLibrary(now: Date, apiOrigin: string): LibraryDocument[] {
  return Array.from({ length: LARGE_LIBRARY_SIZE }, (_, index) => {
    const id = `doc-bulk-${String(index + 1).padStart(5, '0')}`
    const category = CATEGORIES[index % CATEGORIES.length]?.id ?? 'manuals'
    // The revision its description names.
    const version = String((index % 9) + 1)
    return {
      id,
      title: title(index),
      description:
        index % 3 === 0
          ? null
          : `Chapter ${(index % 40) + 1}, revision ${version}. ${SUBJECTS[(index + 3) % SUBJECTS.length]} and its abnormal procedures.`,
      category,
      audience: 'all',
      fileType: 'pdf',
      url: documentUrl(apiOrigin, id, 'pdf', version),
      updatedAt: daysAgo(now, (index % 700) + 1),
      featured: false,
      size: 50_000 + ((index * 7919) % 5_000_000),
      version
    }
  })
}

/** One event every day from 700 days ago to 300 days ahead, FTO (no contact card opens over them). */
function generateEvents(now: Date, apiOrigin: string): SeedEvent[] {
  return Array.from({ length: LARGE_EVENT_COUNT }, (_, index) => {
    const firstDay = index - 700
    const id = `evt-bulk-${String(index + 1).padStart(4, '0')}`
    const startDate = dayAt(now, firstDay, DAY_HOURS[0])
    const endDate = dayAt(now, firstDay, DAY_HOURS[1])
    const status = eventStatus(now, startDate, endDate)
    return {
      id,
      userId: SAM_RIVERA.userId,
      orderProgramType: 'FTO',
      programName:
        index % 10 === 0
          ? `${FLEETS[index % FLEETS.length]} recurrent ground school and line-oriented flight training, day ${index + 1} of the airline-sized schedule`
          : `${FLEETS[index % FLEETS.length]} training day ${index + 1}`,
      aircraftType: FLEETS[index % FLEETS.length] ?? null,
      startDate,
      endDate,
      status,
      reservationAccountExecutive: null,
      geminiReservationId: null,
      reservationId: `RES-B${String(index + 1).padStart(4, '0')}`,
      operator: BLUEBIRD_REGIONAL,
      trainingLocationDisplayName: 'London Gatwick Training Centre',
      location: null,
      timing: {
        reportTime: isoInstant(new Date(Date.parse(startDate) - 30 * 60_000)),
        sessions: [{ start: startDate, end: endDate, activity: 'Training day', room: null }]
      },
      documents: [
        {
          id: `${id}-schedule`,
          title: 'Course schedule',
          fileType: 'pdf',
          url: `${apiOrigin}/files/${id}-schedule.pdf`
        }
      ],
      // The generated schedule requires nothing: required reading is the demo events' (events.ts).
      requiredReading: [],
      preCheckInRequired: false,
      trainingRecords: status === 'completed' ? [] : undefined,
      tsa: { reservationId: `RES-B${String(index + 1).padStart(4, '0')}`, status: 'not-required', updatedAt: null }
    }
  })
}

import { requiredReadingOf } from './library.ts'
import { dayAt, daysAgo, isoInstant } from './time.ts'
import type {
  AccountExecutive,
  Acknowledgement,
  EventLocation,
  EventStatus,
  LibraryDocument,
  Operator,
  RequiredReading,
  TrainingEvent,
  TrainingRecordDocument,
  TrainingSession,
  TsaStatus
} from './types.ts'
import { ALEX_MORGAN, SAM_RIVERA } from './users.ts'

/** A seeded event before the user's writes are laid over it (contact card shown, pre-check-in saved). */
export interface SeedEvent extends Omit<TrainingEvent, 'isContactCardDisplayedWeb' | 'preCheckInStatus'> {
  userId: string
  preCheckInRequired: boolean
  /** Always sent, if only empty; each item as the library has its document now (publications.ts). */
  requiredReading: RequiredReading[]
  /** `undefined`: the records are missing, and the API answers 404 with a message. */
  trainingRecords: TrainingRecordDocument[] | undefined
  tsa: TsaStatus
}

/** An acknowledgement the seed gives a crew member: the document's seeded version, confirmed before today. */
export interface SeedAcknowledgement extends Acknowledgement {
  userId: string
}

export const JORDAN_LEE: AccountExecutive = {
  accountExecutiveName: 'Jordan Lee',
  accountExecutivePhoneNumber: '+13055550140',
  accountExecutiveEmail: 'jordan.lee@example.com'
}

export const PRIYA_SHAH: AccountExecutive = {
  accountExecutiveName: 'Priya Shah',
  accountExecutivePhoneNumber: null,
  accountExecutiveEmail: 'priya.shah@example.com'
}

export const MORGAN_BLAKE: AccountExecutive = {
  accountExecutiveName: 'Morgan Blake',
  accountExecutivePhoneNumber: '+442075550150',
  accountExecutiveEmail: 'morgan.blake@example.com'
}

// Alex Morgan trains for two airlines, so the side navigation offers both as contexts.
export const NORTHWIND_AIR: Operator = { code: 'NWA', name: 'Northwind Air' }
export const COASTAL_AIRWAYS: Operator = { code: 'CSA', name: 'Coastal Airways' }
export const BLUEBIRD_REGIONAL: Operator = { code: 'BBR', name: 'Bluebird Regional' }

const MIAMI: EventLocation = {
  name: 'Miami Training Center',
  addressLine1: '7300 NW 19th Street',
  addressLine2: 'Building B',
  city: 'Miami',
  region: 'FL',
  postalCode: '33126',
  country: 'US',
  timeZone: 'America/New_York'
}

const DALLAS: EventLocation = {
  name: 'Dallas Training Center',
  addressLine1: '2450 Esters Boulevard',
  addressLine2: null,
  city: 'Dallas',
  region: 'TX',
  postalCode: '75261',
  country: 'US',
  timeZone: 'America/Chicago'
}

const LONDON: EventLocation = {
  name: 'London Gatwick Training Centre',
  addressLine1: '1 Crawley Business Quarter',
  addressLine2: null,
  city: 'Crawley',
  region: null,
  postalCode: 'RH10 9AD',
  country: 'GB',
  timeZone: 'Europe/London'
}

export function eventStatus(now: Date, startDate: string, endDate: string): EventStatus {
  if (now.getTime() < Date.parse(startDate)) return 'upcoming'
  return now.getTime() <= Date.parse(endDate) ? 'in-progress' : 'completed'
}

/** Sessions on consecutive days from `firstDay`. */
function sessions(now: Date, firstDay: number, plan: EventPlan['plan']): TrainingSession[] {
  return plan.map(([activity, hours, room], index) => {
    const [from = '08:00', to = '16:00'] = hours.split('-')
    return { start: dayAt(now, firstDay + index, from), end: dayAt(now, firstDay + index, to), activity, room }
  })
}

/**
 * A library document an event requires: due `day` days from today at `time` (UTC), by the event's
 * start. `acknowledgedDaysAgo`: the pilot confirmed the seeded version that many days ago.
 */
interface ReadingPlan {
  documentId: string
  day: number
  time: string
  acknowledgedDaysAgo?: number
}

function fileUrl(apiOrigin: string, id: string): string {
  return `${apiOrigin}/files/${id}.pdf`
}

/** An event as seeded: the wire fields that do not move with the clock, and its sessions' plan. */
interface EventPlan extends Pick<
  SeedEvent,
  'id' | 'userId' | 'orderProgramType' | 'programName' | 'aircraftType' | 'reservationId' | 'operator'
> {
  location: EventLocation
  executive?: AccountExecutive
  geminiReservationId?: string
  tsa: TsaStatus['status']
  withRecords?: boolean
  /** Days from today of the first session; one session a day: activity, `HH:mm-HH:mm` UTC, room. */
  firstDay: number
  plan: Array<[string, string, string | null]>
  /** Documents of the pilot's audience, one of them acknowledged, none shared by two events. */
  reading?: ReadingPlan[]
}

const PLANS: EventPlan[] = [
  {
    // The contact card opens for this one right after sign-in: BAT, in 5 days, with an executive.
    id: 'evt-bat-upcoming',
    userId: ALEX_MORGAN.userId,
    orderProgramType: 'BAT',
    programName: 'A320 Type Rating',
    aircraftType: 'A320',
    reservationId: 'RES-1001',
    geminiReservationId: 'GEM-77001',
    executive: JORDAN_LEE,
    operator: NORTHWIND_AIR,
    location: MIAMI,
    tsa: 'approved',
    firstDay: 5,
    plan: [
      ['Ground school: systems', '13:00-21:00', 'B2'],
      ['Ground school: performance', '13:00-21:00', 'B2'],
      ['Simulator session 1', '14:00-18:00', 'SIM 4'],
      ['Simulator session 2', '14:00-18:00', 'SIM 4'],
      ['Skill test', '14:00-19:00', 'SIM 4']
    ],
    reading: [
      { documentId: 'doc-a320-fcom', day: 3, time: '13:00', acknowledgedDaysAgo: 2 },
      // Due within three days and not yet read: the event's page says it is due soon.
      { documentId: 'doc-a320-qrh', day: 2, time: '18:00' },
      { documentId: 'doc-bulletin-sim-booking', day: 4, time: '13:00' },
      // Due as the event starts.
      { documentId: 'doc-bulletin-deicing', day: 5, time: '13:00' }
    ]
  },
  {
    id: 'evt-battcm-upcoming',
    userId: ALEX_MORGAN.userId,
    orderProgramType: 'BATTCM',
    programName: 'A320 Recurrent Training',
    aircraftType: 'A320',
    reservationId: 'RES-1002',
    executive: PRIYA_SHAH,
    operator: COASTAL_AIRWAYS,
    location: DALLAS,
    tsa: 'not-submitted',
    firstDay: 40,
    plan: [
      ['Recurrent ground school', '14:00-22:00', 'C1'],
      ['Line-oriented flight training', '15:00-19:00', 'SIM 2']
    ],
    reading: [
      { documentId: 'doc-guide-checkride', day: 30, time: '14:00', acknowledgedDaysAgo: 20 },
      { documentId: 'doc-safety-fatigue', day: 38, time: '14:00' }
    ]
  },
  {
    id: 'evt-bat-past-1',
    userId: ALEX_MORGAN.userId,
    orderProgramType: 'BAT',
    programName: 'A320 Recurrent Training',
    aircraftType: 'A320',
    reservationId: 'RES-0901',
    geminiReservationId: 'GEM-76010',
    executive: JORDAN_LEE,
    operator: NORTHWIND_AIR,
    location: MIAMI,
    tsa: 'not-required',
    withRecords: true,
    firstDay: -120,
    plan: [
      ['Recurrent ground school', '13:00-21:00', 'B1'],
      ['Proficiency check', '14:00-18:00', 'SIM 3']
    ]
  },
  {
    // Its training-record documents are missing: the API answers 404 with a message (R-ERRORS-1).
    id: 'evt-bat-past-2',
    userId: ALEX_MORGAN.userId,
    orderProgramType: 'BATTCM',
    programName: 'Upset Prevention and Recovery',
    aircraftType: 'A320',
    reservationId: 'RES-0702',
    operator: COASTAL_AIRWAYS,
    location: DALLAS,
    tsa: 'not-required',
    firstDay: -300,
    plan: [['UPRT ground and simulator', '14:00-20:00', 'SIM 1']]
  },
  {
    id: 'evt-fto-upcoming',
    userId: SAM_RIVERA.userId,
    orderProgramType: 'FTO',
    programName: 'B737 First-Time Operator Induction',
    aircraftType: 'B737',
    reservationId: 'RES-2001',
    geminiReservationId: 'GEM-88001',
    executive: MORGAN_BLAKE,
    operator: BLUEBIRD_REGIONAL,
    location: LONDON,
    tsa: 'pending',
    firstDay: 12,
    plan: [
      ['Operator induction', '08:00-16:00', 'G3'],
      ['Operational procedures', '08:00-16:00', 'G3'],
      ['Line-oriented simulator session', '09:00-13:00', 'SIM 6']
    ],
    reading: [
      { documentId: 'doc-fto-welcome', day: 7, time: '08:00', acknowledgedDaysAgo: 3 },
      { documentId: 'doc-fto-sops', day: 11, time: '08:00' }
    ]
  },
  {
    // At the training centre this week (yesterday to tomorrow): its pass is valid at any hour of
    // today, so a demo's /gate says Valid for Sam Rivera's code with no clock moved.
    id: 'evt-fto-in-progress',
    userId: SAM_RIVERA.userId,
    orderProgramType: 'FTO',
    programName: 'B737 Operator Conversion Course',
    aircraftType: 'B737',
    reservationId: 'RES-2002',
    executive: MORGAN_BLAKE,
    operator: BLUEBIRD_REGIONAL,
    location: LONDON,
    tsa: 'not-required',
    firstDay: -1,
    plan: [
      ['Operator procedures ground school', '08:00-16:00', 'G2'],
      ['Safety and emergency procedures', '08:00-16:00', 'G2'],
      ['Line-oriented simulator check', '09:00-13:00', 'SIM 6']
    ]
  },
  {
    id: 'evt-fto-past',
    userId: SAM_RIVERA.userId,
    orderProgramType: 'FTO',
    programName: 'B737 Differences Course',
    aircraftType: 'B737',
    reservationId: 'RES-1902',
    executive: MORGAN_BLAKE,
    operator: BLUEBIRD_REGIONAL,
    location: LONDON,
    tsa: 'not-required',
    withRecords: true,
    firstDay: -60,
    plan: [
      ['Differences ground school', '08:00-16:00', 'G1'],
      ['Differences simulator', '09:00-13:00', 'SIM 6']
    ]
  }
]

function records(apiOrigin: string, eventId: string, programName: string, issuedAt: string): TrainingRecordDocument[] {
  return [
    {
      id: `${eventId}-cert`,
      eventId,
      title: `${programName}: certificate of completion`,
      kind: 'certificate',
      fileType: 'pdf',
      url: fileUrl(apiOrigin, `${eventId}-cert`),
      issuedAt,
      size: 182_044
    },
    {
      id: `${eventId}-record`,
      eventId,
      title: `${programName}: training record`,
      kind: 'training-record',
      fileType: 'pdf',
      url: fileUrl(apiOrigin, `${eventId}-record`),
      issuedAt,
      size: 96_310
    }
  ]
}

/** The seeded library document with this id; the plans name only documents the library holds. */
function libraryDocument(library: readonly LibraryDocument[], id: string): LibraryDocument {
  const document = library.find((candidate) => candidate.id === id)
  if (document === undefined) throw new Error(`The seed's required reading names ${id}, which the library lacks.`)
  return document
}

/** The demo events, their required reading in the versions `library` has. */
export function seedEvents(now: Date, apiOrigin: string, library: readonly LibraryDocument[]): SeedEvent[] {
  return PLANS.map(
    ({
      executive = null,
      geminiReservationId = null,
      tsa,
      withRecords = false,
      firstDay,
      plan,
      reading = [],
      ...wire
    }) => {
      const timing = sessions(now, firstDay, plan)
      const startDate = timing[0]?.start ?? dayAt(now, firstDay)
      const endDate = timing.at(-1)?.end ?? startDate
      const status = eventStatus(now, startDate, endDate)
      const document = (suffix: string, title: string) => ({
        id: `${wire.id}-${suffix}`,
        title,
        fileType: 'pdf' as const,
        url: fileUrl(apiOrigin, `${wire.id}-${suffix}`)
      })
      return {
        ...wire,
        startDate,
        endDate,
        status,
        reservationAccountExecutive: executive,
        geminiReservationId,
        trainingLocationDisplayName: wire.location.name,
        // Crew report half an hour before the first session.
        timing: { reportTime: isoInstant(new Date(Date.parse(startDate) - 30 * 60_000)), sessions: timing },
        documents: [document('welcome', 'Welcome letter'), document('schedule', 'Course schedule')],
        requiredReading: reading.map(({ documentId, day, time }) =>
          requiredReadingOf(libraryDocument(library, documentId), dayAt(now, day, time))
        ),
        preCheckInRequired: status === 'upcoming',
        trainingRecords: withRecords ? records(apiOrigin, wire.id, wire.programName, endDate) : undefined,
        tsa: {
          reservationId: wire.reservationId,
          status: tsa,
          updatedAt: tsa === 'not-required' || tsa === 'not-submitted' ? null : dayAt(now, -3, '12:00')
        }
      }
    }
  )
}

/** The acknowledgements the plans mark: the version the seeded library has, confirmed days ago. */
export function seedAcknowledgements(now: Date, library: readonly LibraryDocument[]): SeedAcknowledgement[] {
  return PLANS.flatMap(({ userId, reading = [] }) =>
    reading.flatMap(({ documentId, acknowledgedDaysAgo }) =>
      acknowledgedDaysAgo === undefined
        ? []
        : [
            {
              userId,
              documentId,
              version: libraryDocument(library, documentId).version,
              acknowledgedAt: daysAgo(now, acknowledgedDaysAgo, '18:40')
            }
          ]
    )
  )
}

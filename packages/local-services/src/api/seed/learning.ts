import type { SeedEvent } from './events.ts'
import { PHOTO_ALEX_MORGAN, PHOTO_SAM_RIVERA } from './photos.ts'
import { DAY_MS, daysAgo, isoInstant, startOfUtcDay } from './time.ts'
import type { AccessPass, CoursewareProgress } from './types.ts'
import { ALEX_MORGAN, SAM_RIVERA, type SeededUser } from './users.ts'

type CoursewarePlan = [
  userId: string,
  coursewareId: string,
  title: string,
  percent: number,
  lastLocation: string | null,
  ageDays: number | null,
  eventId: string | null
]

const COURSEWARE: CoursewarePlan[] = [
  [ALEX_MORGAN.userId, 'cw-a320-systems', 'A320 Systems', 45, 'module-3/lesson-2', 1, 'evt-bat-upcoming'],
  [ALEX_MORGAN.userId, 'cw-a320-performance', 'A320 Performance', 0, null, null, 'evt-bat-upcoming'],
  [ALEX_MORGAN.userId, 'cw-dangerous-goods', 'Dangerous Goods Awareness', 100, 'module-4/quiz', 30, null],
  [
    SAM_RIVERA.userId,
    'cw-fto-induction',
    'Operator Induction e-Learning',
    10,
    'module-1/lesson-2',
    2,
    'evt-fto-upcoming'
  ],
  [SAM_RIVERA.userId, 'cw-b737-differences', 'B737 Differences', 0, null, null, 'evt-fto-upcoming']
]

export interface SeedCourseware extends CoursewareProgress {
  userId: string
}

export function seedCourseware(now: Date, apiOrigin: string): SeedCourseware[] {
  return COURSEWARE.map(([userId, coursewareId, title, percent, lastLocation, ageDays, eventId]) => ({
    userId,
    coursewareId,
    title,
    percent,
    lastLocation,
    updatedAt: ageDays === null ? null : daysAgo(now, ageDays, '19:05'),
    launchUrl: `${apiOrigin}/courseware/${coursewareId}/`,
    eventId
  }))
}

const PASS_PHOTOS: Record<string, string> = {
  [ALEX_MORGAN.userId]: PHOTO_ALEX_MORGAN,
  [SAM_RIVERA.userId]: PHOTO_SAM_RIVERA
}

export interface SeedAccessPass extends AccessPass {
  userId: string
}

/** One pass per upcoming event, valid from the day before it starts to the end of its last day. */
export function seedAccessPasses(
  now: Date,
  events: readonly SeedEvent[],
  users: readonly SeededUser[]
): SeedAccessPass[] {
  return events
    .filter((event) => event.status === 'upcoming' || event.status === 'in-progress')
    .flatMap((event) => {
      const holder = users.find((user) => user.userId === event.userId)
      if (holder === undefined) return []
      const passId = `PASS-${event.reservationId.replace(/^RES-/, '')}`
      return [
        {
          userId: holder.userId,
          passId,
          holderName: `${holder.givenName} ${holder.lastName}`,
          photo: PASS_PHOTOS[holder.userId] ?? null,
          airline: event.operator?.name ?? holder.airline,
          operator: event.operator,
          trainingCentre: event.trainingLocationDisplayName,
          eventId: event.id,
          programName: event.programName,
          validFrom: isoInstant(new Date(startOfUtcDay(event.startDate) - DAY_MS)),
          validUntil: isoInstant(new Date(startOfUtcDay(event.endDate) + DAY_MS - 60_000)),
          issuedAt: daysAgo(now, 10, '10:00')
        }
      ]
    })
    .sort((a, b) => Date.parse(a.validFrom) - Date.parse(b.validFrom))
}

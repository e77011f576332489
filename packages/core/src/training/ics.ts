// "Add to calendar": the one-event .ics file. The text comes from the contract's trainingCalendar,
// the same generator as the API's subscription feed (docs/calendar.md).
import { ICS_MEDIA_TYPE, trainingCalendar, type TrainingEvent } from '@crew-portal/contract'
import { getEnvironment } from '../environment/configure.ts'
import { RouteName } from '../routes/table.ts'
import { pathTo } from '../routes/router.ts'

/** A safe download name, e.g. `training-a320-type-rating-2026-11-27.ics`. */
export function icsFileName(event: TrainingEvent): string {
  const slug = event.programName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  const day = new Date(event.startDate).toISOString().slice(0, 10)
  return `training-${slug || 'event'}-${day}.ics`
}

export interface CalendarFile {
  fileName: string
  mediaType: string
  text: string
}

/**
 * The "add to calendar" download for an event; the view turns it into a Blob and a link. A copy:
 * it never changes once saved, which is why the calendar page offers the feed.
 */
export function trainingEventCalendarFile(event: TrainingEvent): CalendarFile {
  const environment = getEnvironment()
  const origin = new URL(environment.location.href()).origin
  const stamp = environment.now()
  return {
    fileName: icsFileName(event),
    mediaType: ICS_MEDIA_TYPE,
    text: trainingCalendar([event], {
      kind: 'file',
      eventUrl: ({ id }) => `${origin}${pathTo(RouteName.trainingEvent, { eventId: id })}`,
      revision: () => ({ stamp, sequence: 0 })
    })
  }
}

// Decisions over a crew member's training events, as pure functions of the events and "now".
import type { TrainingEvent } from '@crew-portal/contract'

/**
 * The training page shows each list (upcoming, past) this many events at a time, with a button for
 * the next ones: a pilot's year is a few events, an airline's 1,000 stay a small page.
 */
export const TRAINING_LIST_STEP = 25

export interface SteppedEvents {
  /** The events on screen: the first `shown`, all of them when fewer. */
  visible: readonly TrainingEvent[]
  /** How many the next step adds: 0 when every event is on screen. */
  more: number
}

/** A list shown `TRAINING_LIST_STEP` at a time, after the pilot asked for `shown` (at least one step). */
export function steppedEvents(events: readonly TrainingEvent[], shown: number): SteppedEvents {
  const count = Math.max(TRAINING_LIST_STEP, Math.trunc(Number.isFinite(shown) ? shown : 0))
  return { visible: events.slice(0, count), more: Math.max(0, Math.min(TRAINING_LIST_STEP, events.length - count)) }
}

export type EventPhase = 'upcoming' | 'in-progress' | 'past' | 'cancelled'

/** Where an event stands at `now`, from its dates (the server's status may lag a day behind). */
export function eventPhase(event: TrainingEvent, now: Date): EventPhase {
  if (event.status === 'cancelled') return 'cancelled'
  const time = now.getTime()
  if (Date.parse(event.endDate) < time || event.status === 'completed') return 'past'
  if (Date.parse(event.startDate) <= time) return 'in-progress'
  return 'upcoming'
}

/**
 * Training records (certificates, the record itself) are issued when an event has ended; asking
 * for them earlier only earns a 404, which R-ERRORS-1 turns into a banner a pilot did not deserve.
 */
export function trainingRecordsExpected(event: TrainingEvent, now: Date): boolean {
  return eventPhase(event, now) === 'past'
}

const byStart = (a: TrainingEvent, b: TrainingEvent) =>
  Date.parse(a.startDate) - Date.parse(b.startDate) || a.id.localeCompare(b.id)

export interface SplitEvents {
  /** Not yet ended (in progress first, then by start), cancelled ones included so crew see the change. */
  upcoming: TrainingEvent[]
  /** Ended or completed, most recent first. */
  past: TrainingEvent[]
}

/** The training page's two lists. A cancelled event sits in the list its dates put it in. */
export function splitEvents(events: readonly TrainingEvent[], now: Date): SplitEvents {
  const upcoming: TrainingEvent[] = []
  const past: TrainingEvent[] = []
  for (const event of events) {
    const ended = Date.parse(event.endDate) < now.getTime() || event.status === 'completed'
    ;(ended ? past : upcoming).push(event)
  }
  return { upcoming: upcoming.sort(byStart), past: past.sort((a, b) => byStart(b, a)) }
}

/** The event crew are in now or go to next; cancelled ones do not count. */
export function nextEvent(events: readonly TrainingEvent[], now: Date): TrainingEvent | undefined {
  return events
    .filter((event) => {
      const phase = eventPhase(event, now)
      return phase === 'in-progress' || phase === 'upcoming'
    })
    .sort(byStart)[0]
}

/** Upcoming events that ask for a pre-check-in not yet done, soonest first. */
export function eventsNeedingPreCheckIn(events: readonly TrainingEvent[], now: Date): TrainingEvent[] {
  return events
    .filter((event) => event.preCheckInStatus === 'not-started' && eventPhase(event, now) === 'upcoming')
    .sort(byStart)
}

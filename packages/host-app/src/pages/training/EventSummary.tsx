import { RouteName, pathTo, type EventPhase } from '@crew-portal/core'
import type { TrainingEvent } from '@crew-portal/contract'
import { DateText } from '@crew-portal/widgets/views'
import { Suspense, useId } from 'react'
import { preloadable } from '../../lazy.tsx'
import { PHASE_LABEL } from './labels.ts'
import { documentCount } from './reading-words.ts'

// "N of M read" is a chunk of its own, with the acknowledgements' store: the list's first cards
// render without it, and an event that requires no reading never asks for it.
const ReadingCountPart = preloadable(
  () => import('./ReadingCount.tsx'),
  (module) => module.ReadingCount
)

export interface EventSummaryProps {
  event: TrainingEvent
  /** The event crew are in or go to next: shown larger, with a "Next" tag. */
  highlighted?: boolean
  /** Where the event stands now (the core's page model decided it). */
  phase: EventPhase
  /** The event still asks for a pre-check-in (the core's page model decided it). */
  needsPreCheckIn: boolean
}

/** One event in the training lists: what, when, where, its status and where to go from here. */
export function EventSummary({ event, highlighted = false, phase, needsPreCheckIn }: EventSummaryProps) {
  const titleId = useId()
  return (
    <article
      className={`training-event${highlighted ? ' training-event--next' : ''}`}
      aria-labelledby={titleId}
      data-phase={phase}
    >
      <div className="training-event__heading">
        {highlighted ? <p className="training-event__next-tag">Your next training</p> : null}
        <h3 id={titleId} className="training-event__title">
          <a href={pathTo(RouteName.trainingEvent, { eventId: event.id })}>{event.programName}</a>
        </h3>
        <p className="training-event__program">
          <span className="training-tag">{event.orderProgramType}</span>
          {event.aircraftType ? <span> · {event.aircraftType}</span> : null}
        </p>
      </div>
      <dl className="training-event__facts">
        <div>
          <dt>Dates</dt>
          <dd>
            <DateText value={event.startDate} /> to <DateText value={event.endDate} />
          </dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{event.trainingLocationDisplayName || 'To be confirmed'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`training-status training-status--${phase}`}>{PHASE_LABEL[phase]}</span>
          </dd>
        </div>
        {event.requiredReading.length > 0 ? (
          // The fact is there from the first render, so the count's arrival moves nothing.
          <div>
            <dt>Required reading</dt>
            <dd>
              <Suspense fallback={documentCount(event.requiredReading.length)}>
                <ReadingCountPart.Component eventId={event.id} total={event.requiredReading.length} />
              </Suspense>
            </dd>
          </div>
        ) : null}
        {event.preCheckInStatus === 'done' ? (
          <div>
            <dt>Pre-check-in</dt>
            <dd>Done</dd>
          </div>
        ) : null}
      </dl>
      <p className="training-event__actions">
        <a
          className="page-link-button page-button--secondary"
          href={pathTo(RouteName.trainingEvent, { eventId: event.id })}
        >
          View details<span className="visually-hidden"> of {event.programName}</span>
        </a>
        {needsPreCheckIn ? (
          <a className="page-link-button" href={pathTo(RouteName.preCheckInEvent, { eventId: event.id })}>
            Pre-check in<span className="visually-hidden"> for {event.programName}</span>
          </a>
        ) : null}
      </p>
    </article>
  )
}

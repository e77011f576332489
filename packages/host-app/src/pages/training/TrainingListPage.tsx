import {
  $eventsNeedingPreCheckIn,
  $nextTrainingEvent,
  $remoteConfiguration,
  $trainingEventLists,
  $trainingEvents,
  loadTrainingEvents,
  type TrainingEvent
} from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { EventSummary } from './EventSummary.tsx'
import { EmptyState, ErrorState, LoadingState } from '../common/PageState.tsx'

const reload = () => void loadTrainingEvents()

/** /training: the next event first, then upcoming and past events. */
export function TrainingListPage() {
  const state = useStore($trainingEvents)
  const lists = useStore($trainingEventLists)
  const next = useStore($nextTrainingEvent)
  const needing = useStore($eventsNeedingPreCheckIn)
  const { customerCareUrl } = useStore($remoteConfiguration)

  // Reloaded on every visit: an event booked or changed since shows up.
  useEffect(reload, [])

  const needsPreCheckIn = (event: TrainingEvent) => needing.some((candidate) => candidate.id === event.id)
  const events = state.data

  let body
  if (!events && state.status === 'error') {
    body = <ErrorState title="We could not load your training" message={state.error?.message ?? ''} onRetry={reload} />
  } else if (!events) {
    body = <LoadingState label="Loading your training…" />
  } else if (events.length === 0) {
    body = (
      <EmptyState title="No training booked yet">
        <p>When your airline books you on a training event, it shows here with its dates, location and documents.</p>
        <p>
          Expecting a booking?{' '}
          {customerCareUrl ? (
            <a href={customerCareUrl} target="_blank" rel="noopener noreferrer">
              Contact Customer Care
            </a>
          ) : (
            'Contact Customer Care through Help'
          )}
          .
        </p>
      </EmptyState>
    )
  } else {
    const upcoming = lists.upcoming.filter((event) => event.id !== next?.id)
    body = (
      <>
        {state.status === 'error' ? (
          <p className="training-notice" role="alert">
            We could not refresh your training. {state.error?.message} Showing what we loaded before.{' '}
            <button type="button" className="training-inline-button" onClick={reload}>
              Try again
            </button>
          </p>
        ) : null}
        {next ? (
          <section className="training-section" aria-labelledby="training-next">
            <h2 id="training-next" className="visually-hidden">
              Next training
            </h2>
            <EventSummary event={next} highlighted needsPreCheckIn={needsPreCheckIn(next)} />
          </section>
        ) : null}
        <section className="training-section" aria-labelledby="training-upcoming">
          <h2 id="training-upcoming">Upcoming</h2>
          {upcoming.length > 0 ? (
            <ul className="training-list">
              {upcoming.map((event) => (
                <li key={event.id}>
                  <EventSummary event={event} needsPreCheckIn={needsPreCheckIn(event)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="training-list__none">{next ? 'No other upcoming training.' : 'No upcoming training.'}</p>
          )}
        </section>
        <section className="training-section" aria-labelledby="training-past">
          <h2 id="training-past">Past</h2>
          {lists.past.length > 0 ? (
            <ul className="training-list">
              {lists.past.map((event) => (
                <li key={event.id}>
                  <EventSummary event={event} needsPreCheckIn={false} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="training-list__none">No past training yet.</p>
          )}
        </section>
      </>
    )
  }

  return (
    <div className="page training-page" aria-busy={state.status === 'loading'}>
      <h1>Training</h1>
      {body}
    </div>
  )
}

import { $trainingListPage, type TrainingListView } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { EventSummary } from './EventSummary.tsx'
import { EmptyState, PageLadder, RefreshNotice } from '../common/PageState.tsx'

function NoTraining({ customerCareUrl }: { customerCareUrl: string }) {
  return (
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
}

function TrainingLists({ view }: { view: TrainingListView }) {
  const { next, upcoming, past, needingPreCheckIn, phases } = view
  const phaseOf = (id: string) => phases.get(id) ?? 'upcoming'
  return (
    <>
      {next ? (
        <section className="training-section" aria-labelledby="training-next">
          <h2 id="training-next" className="visually-hidden">
            Next training
          </h2>
          <EventSummary event={next} highlighted phase={phaseOf(next.id)} needsPreCheckIn={needingPreCheckIn.has(next.id)} />
        </section>
      ) : null}
      <section className="training-section" aria-labelledby="training-upcoming">
        <h2 id="training-upcoming">Upcoming</h2>
        {upcoming.length > 0 ? (
          <ul className="training-list">
            {upcoming.map((event) => (
              <li key={event.id}>
                <EventSummary event={event} phase={phaseOf(event.id)} needsPreCheckIn={needingPreCheckIn.has(event.id)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="training-list__none">{next ? 'No other upcoming training.' : 'No upcoming training.'}</p>
        )}
      </section>
      <section className="training-section" aria-labelledby="training-past">
        <h2 id="training-past">Past</h2>
        {past.length > 0 ? (
          <ul className="training-list">
            {past.map((event) => (
              <li key={event.id}>
                <EventSummary event={event} phase={phaseOf(event.id)} needsPreCheckIn={false} />
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

/** /training: the next event first, then upcoming and past events (the core's `$trainingListPage`). */
export function TrainingListPage() {
  const page = useStore($trainingListPage)
  return (
    <div className="page training-page" aria-busy={page.status === 'loading' || (page.status === 'ready' && page.refreshing)}>
      <h1>Training</h1>
      <PageLadder page={page} loading="Loading your training…" errorTitle="We could not load your training">
        {(view, ready) =>
          view.empty ? (
            <NoTraining customerCareUrl={view.customerCareUrl} />
          ) : (
            <>
              <RefreshNotice message={ready.refreshError} onRetry={ready.retry} />
              <TrainingLists view={view} />
            </>
          )
        }
      </PageLadder>
    </div>
  )
}

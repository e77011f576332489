import {
  $trainingListPage,
  RouteName,
  TRAINING_LIST_STEP,
  pathTo,
  serverLinkUrl,
  steppedEvents,
  type TrainingListView
} from '@crew-portal/core'
import type { TrainingEvent } from '@crew-portal/contract'
import { useStore } from '@nanostores/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { EventSummary } from './EventSummary.tsx'
import { EmptyState, PageLadder, RefreshNotice } from '../common/PageState.tsx'

function NoTraining({ customerCareUrl: configured }: { customerCareUrl: string }) {
  const customerCareUrl = serverLinkUrl(configured)
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

/**
 * A list of events, `TRAINING_LIST_STEP` at a time (the core's `steppedEvents`): a button shows the
 * next ones and takes the focus to the first of them, so a keyboard or screen-reader user goes on
 * reading where the list grew.
 */
function SteppedEventList({
  events,
  label,
  complete,
  renderEvent
}: {
  events: readonly TrainingEvent[]
  label: string
  /** False while the rest of a long list loads: the count is of the events so far. */
  complete: boolean
  renderEvent: (event: TrainingEvent) => ReactNode
}) {
  const [shown, setShown] = useState(TRAINING_LIST_STEP)
  const [focusFrom, setFocusFrom] = useState<number | undefined>(undefined)
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (focusFrom === undefined) return
    list.current?.children[focusFrom]?.querySelector('a')?.focus()
  }, [focusFrom])
  const { visible, more } = steppedEvents(events, shown)
  return (
    <>
      <ul className="training-list" ref={list}>
        {visible.map((event) => (
          <li key={event.id}>{renderEvent(event)}</li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="training-list__more">
          <span>
            Showing {visible.length} of {events.length} {label} events{complete ? '' : ' loaded so far'}.
          </span>{' '}
          <button
            type="button"
            className="page-button page-button--secondary"
            onClick={() => {
              setFocusFrom(visible.length)
              setShown(visible.length + more)
            }}
          >
            Show {more} more
          </button>
        </p>
      ) : null}
    </>
  )
}

function TrainingLists({ view }: { view: TrainingListView }) {
  const { next, upcoming, past, needingPreCheckIn, phases, complete } = view
  const phaseOf = (id: string) => phases.get(id) ?? 'upcoming'
  return (
    <>
      {next ? (
        <section className="training-section" aria-labelledby="training-next">
          <h2 id="training-next" className="visually-hidden">
            Next training
          </h2>
          <EventSummary
            event={next}
            highlighted
            phase={phaseOf(next.id)}
            needsPreCheckIn={needingPreCheckIn.has(next.id)}
          />
        </section>
      ) : null}
      <section className="training-section" aria-labelledby="training-upcoming">
        <h2 id="training-upcoming">Upcoming</h2>
        {upcoming.length > 0 ? (
          <SteppedEventList
            events={upcoming}
            label="upcoming"
            complete={complete}
            renderEvent={(event) => (
              <EventSummary event={event} phase={phaseOf(event.id)} needsPreCheckIn={needingPreCheckIn.has(event.id)} />
            )}
          />
        ) : (
          <p className="training-list__none">
            {!complete ? 'Loading upcoming training…' : next ? 'No other upcoming training.' : 'No upcoming training.'}
          </p>
        )}
      </section>
      <section className="training-section" aria-labelledby="training-past">
        <h2 id="training-past">Past</h2>
        {past.length > 0 ? (
          <SteppedEventList
            events={past}
            label="past"
            complete={complete}
            renderEvent={(event) => <EventSummary event={event} phase={phaseOf(event.id)} needsPreCheckIn={false} />}
          />
        ) : (
          <p className="training-list__none">{complete ? 'No past training yet.' : 'Loading past training…'}</p>
        )}
      </section>
    </>
  )
}

/** /training: the next event first, then upcoming and past events (the core's `$trainingListPage`). */
export function TrainingListPage() {
  const page = useStore($trainingListPage)
  // A kept answer on screen while the API's comes (R-STORE-3), or a reload of what is shown.
  const refreshing = page.status === 'ready' && page.refreshing
  return (
    <div
      className="page training-page"
      aria-busy={page.status === 'loading' || refreshing}
      data-refreshing={refreshing || undefined}
    >
      <h1>Training</h1>
      <p className="training-subscribe">
        <a href={pathTo(RouteName.userCalendarSettings)}>Subscribe in your calendar</a>
      </p>
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

import { $preCheckInListPage, RouteName, pathTo } from '@crew-portal/core'
import type { TrainingEvent } from '@crew-portal/contract'
import { DateText } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { EmptyState, PageLadder, RefreshNotice } from '../common/PageState.tsx'

function EventLine({ event, done }: { event: TrainingEvent; done: boolean }) {
  const href = pathTo(RouteName.preCheckInEvent, { eventId: event.id })
  return (
    <li className="pre-check-in-event">
      <div>
        <p className="pre-check-in-event__name">{event.programName}</p>
        <p className="pre-check-in-event__when">
          <DateText value={event.startDate} />, {event.trainingLocationDisplayName}
        </p>
      </div>
      {done ? (
        <a className="pre-check-in-event__done" href={href}>
          Done<span className="visually-hidden">: review your pre-check-in for {event.programName}</span>
        </a>
      ) : (
        <a className="page-link-button" href={href}>
          Start pre-check-in<span className="visually-hidden"> for {event.programName}</span>
        </a>
      )}
    </li>
  )
}

/** /pre-check-in: the upcoming events that ask for a pre-check-in, to do first, then done (the core's `$preCheckInListPage`). */
export function PreCheckInListPage() {
  const page = useStore($preCheckInListPage)
  return (
    <div className="page page--narrow pre-check-in-page" aria-busy={page.status === 'loading'}>
      <h1>Pre-check-in</h1>
      <p className="pre-check-in-intro">
        Confirm your details and travel documents before you arrive, so check-in at the training centre is quick.
      </p>
      <PageLadder page={page} loading="Loading your training…" errorTitle="We could not load your training">
        {({ toDo, done }, ready) =>
          toDo.length === 0 && done.length === 0 ? (
            <EmptyState title="Nothing to pre-check in">
              <p>
                When an upcoming training asks you to pre-check in, it shows here. Your training is listed under
                Training.
              </p>
              <p>
                <a href={pathTo(RouteName.training)}>Go to your training</a>
              </p>
            </EmptyState>
          ) : (
            <>
              <RefreshNotice message={ready.refreshError} onRetry={ready.retry} />
              <section className="pre-check-in-section" aria-labelledby="pre-check-in-to-do">
                <h2 id="pre-check-in-to-do">To do</h2>
                {toDo.length > 0 ? (
                  <ul className="pre-check-in-events">
                    {toDo.map((event) => (
                      <EventLine key={event.id} event={event} done={false} />
                    ))}
                  </ul>
                ) : (
                  <p>You are all set: every pre-check-in is done.</p>
                )}
              </section>
              {done.length > 0 ? (
                <section className="pre-check-in-section" aria-labelledby="pre-check-in-done">
                  <h2 id="pre-check-in-done">Done</h2>
                  <ul className="pre-check-in-events">
                    {done.map((event) => (
                      <EventLine key={event.id} event={event} done />
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          )
        }
      </PageLadder>
    </div>
  )
}

import { $trainingEventPage, RouteName, formatUtcTime, pathTo, type TrainingEventView } from '@crew-portal/core'
import { DateText } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { AccountExecutive } from './AccountExecutive.tsx'
import { CalendarDownload } from './CalendarDownload.tsx'
import { EventDocuments } from './EventDocuments.tsx'
import { PHASE_LABEL } from './labels.ts'
import { RequiredReading } from './RequiredReading.tsx'
import { ErrorState, PageLadder, RefreshNotice } from '../common/PageState.tsx'

/** /training/:eventId: everything crew need before they travel to a training event (the core's `$trainingEventPage`). */
export function TrainingEventPage() {
  const page = useStore($trainingEventPage)
  return (
    <div className="page training-page" aria-busy={page.status === 'loading'}>
      <p className="training-back">
        <a href={pathTo(RouteName.training)}>
          <span aria-hidden="true">← </span>All training
        </a>
      </p>
      <h1>{page.status === 'ready' ? page.value.event.programName : 'Training event'}</h1>
      <PageLadder
        page={page}
        loading="Loading the training event…"
        errorTitle="We could not load this training event"
        notFound={() => (
          <ErrorState title="We could not find this training event" message="It may have been moved or cancelled.">
            <p>
              <a href={pathTo(RouteName.training)}>See all your training</a>
            </p>
          </ErrorState>
        )}
      >
        {(view, ready) => (
          <>
            <RefreshNotice message={ready.refreshError} onRetry={ready.retry} />
            <EventDetails view={view} />
          </>
        )}
      </PageLadder>
    </div>
  )
}

function EventDetails({ view }: { view: TrainingEventView }) {
  const { event, phase, needsPreCheckIn } = view
  const { reportTime, sessions } = event.timing
  const place = event.location

  return (
    <>
      <div className="training-summary">
        <p className="training-event__program">
          <span className="training-tag">{event.orderProgramType}</span>
          {event.aircraftType ? <span> · {event.aircraftType}</span> : null}
          <span> · </span>
          <span className={`training-status training-status--${phase}`}>{PHASE_LABEL[phase]}</span>
        </p>
        <p className="training-summary__dates">
          <DateText value={event.startDate} /> to <DateText value={event.endDate} />
        </p>
        <p className="training-summary__reservation">Reservation {event.reservationId}</p>
        <div className="training-summary__actions">
          {view.calendar ? <CalendarDownload event={event} /> : null}
          {needsPreCheckIn ? (
            <a className="page-link-button" href={pathTo(RouteName.preCheckInEvent, { eventId: event.id })}>
              Pre-check in
            </a>
          ) : null}
          {event.preCheckInStatus === 'done' ? (
            <a className="training-precheckin-done" href={pathTo(RouteName.preCheckInEvent, { eventId: event.id })}>
              Pre-check-in done
            </a>
          ) : null}
        </div>
      </div>

      <div className="training-grid">
        <section className="training-card" aria-labelledby="event-timing">
          <h2 id="event-timing">Timing</h2>
          <p className="training-timing__note">Times are in UTC.</p>
          <dl className="training-facts">
            <div>
              <dt>Report time</dt>
              <dd>
                {reportTime ? (
                  <>
                    <DateText value={reportTime} /> at {formatUtcTime(reportTime)} UTC
                  </>
                ) : (
                  'To be confirmed'
                )}
              </dd>
            </div>
          </dl>
          {sessions.length > 0 ? (
            <ol className="training-sessions" aria-label="Sessions">
              {sessions.map((session, index) => (
                <li key={`${session.start}-${index}`}>
                  <span className="training-sessions__when">
                    <DateText value={session.start} />, {formatUtcTime(session.start)}–{formatUtcTime(session.end)} UTC
                  </span>
                  <span className="training-sessions__what">
                    {session.activity}
                    {session.room ? `, room ${session.room}` : ''}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p>The session plan is not published yet.</p>
          )}
        </section>

        <section className="training-card" aria-labelledby="event-location">
          <h2 id="event-location">Location</h2>
          <p className="training-location__name">
            {event.trainingLocationDisplayName || place?.name || 'To be confirmed'}
          </p>
          {place ? (
            <address className="training-location__address">
              {[
                place.addressLine1,
                place.addressLine2,
                [[place.city, place.region].filter(Boolean).join(', '), place.postalCode].filter(Boolean).join(' '),
                place.country
              ]
                .filter((line): line is string => Boolean(line && line.trim()))
                .map((line, index) => (
                  <span key={index}>
                    {line}
                    <br />
                  </span>
                ))}
            </address>
          ) : null}
        </section>

        <RequiredReading event={event} />
        <AccountExecutive event={event} />
        <EventDocuments event={event} records={view.records} />
      </div>
    </>
  )
}

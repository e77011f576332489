import {
  $preCheckIn,
  $trainingEvent,
  canPreCheckIn,
  formFromPreCheckIn,
  getEnvironment,
  loadPreCheckIn,
  loadTrainingEvent,
  type PreCheckIn,
  type TrainingEvent
} from '@crew-portal/core'
import { DateText, Snackbar, useSnackbarQueue } from '@crew-portal/widgets'
import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { ErrorState, LoadingState } from '../common/PageState.tsx'
import { PreCheckInDone } from './PreCheckInDone.tsx'
import { PreCheckInFormView } from './PreCheckInFormView.tsx'

/** /pre-check-in/:eventId: the form, or the saved answers when it is done. */
export function PreCheckInEventPage({ eventId }: { eventId: string }) {
  const eventState = useStore($trainingEvent)
  useEffect(() => void loadTrainingEvent(eventId), [eventId])
  const event = eventState.data?.id === eventId ? eventState.data : undefined

  let body
  if (event) {
    body = <EventPreCheckIn event={event} />
  } else if (eventState.status === 'error' && eventState.error?.status === 404) {
    body = (
      <ErrorState title="We could not find this training event" message="It may have been moved or cancelled.">
        <p>
          <a href="/pre-check-in">See your pre-check-ins</a>
        </p>
      </ErrorState>
    )
  } else if (eventState.status === 'error') {
    body = (
      <ErrorState
        title="We could not load this training event"
        message={eventState.error?.message ?? ''}
        onRetry={() => void loadTrainingEvent(eventId)}
      />
    )
  } else {
    body = <LoadingState label="Loading your pre-check-in…" />
  }

  return (
    <div className="page page--narrow pre-check-in-page">
      <p className="pre-check-in-back">
        <a href="/pre-check-in">
          <span aria-hidden="true">← </span>All pre-check-ins
        </a>
      </p>
      <h1>Pre-check-in{event ? `: ${event.programName}` : ''}</h1>
      {event ? (
        <p className="pre-check-in-intro">
          <DateText value={event.startDate} /> at {event.trainingLocationDisplayName}
        </p>
      ) : null}
      {body}
    </div>
  )
}

function EventPreCheckIn({ event }: { event: TrainingEvent }) {
  const state = useStore($preCheckIn)
  const [editing, setEditing] = useState(false)
  const snackbar = useSnackbarQueue()
  const doneHeading = useRef<HTMLHeadingElement>(null)
  const [justSaved, setJustSaved] = useState(false)

  useEffect(() => void loadPreCheckIn(event), [event])
  useEffect(() => {
    // After a save, focus follows the content that replaced the form.
    if (justSaved) doneHeading.current?.focus()
  }, [justSaved])

  const open = canPreCheckIn(event, getEnvironment().now())
  const preCheckIn: PreCheckIn | undefined = state.data?.eventId === event.id ? state.data : undefined

  let body
  if (!open && event.preCheckInStatus !== 'done') {
    body = (
      <div className="page-state">
        <h2 className="page-state__title">Pre-check-in is not open for this event</h2>
        <p>
          {event.preCheckInStatus === 'not-required'
            ? 'This training does not ask for a pre-check-in.'
            : 'The event has started or was cancelled. The training centre will help you on arrival.'}
        </p>
        <p>
          <a href={`/training/${encodeURIComponent(event.id)}`}>See the event</a>
        </p>
      </div>
    )
  } else if (preCheckIn && (preCheckIn.status !== 'done' || editing) && open) {
    body = (
      <PreCheckInFormView
        key={`${preCheckIn.eventId}-${preCheckIn.updatedAt ?? 'new'}`}
        event={event}
        preCheckIn={preCheckIn}
        initial={formFromPreCheckIn(preCheckIn)}
        onSaved={() => {
          setEditing(false)
          setJustSaved(true)
          snackbar.show('Pre-check-in saved', 'success')
        }}
        onCancel={editing ? () => setEditing(false) : undefined}
      />
    )
  } else if (preCheckIn) {
    body = <PreCheckInDone preCheckIn={preCheckIn} headingRef={doneHeading} onEdit={open ? () => setEditing(true) : undefined} />
  } else if (state.status === 'error') {
    body = <ErrorState title="We could not load your pre-check-in" message={state.error?.message ?? ''} onRetry={() => void loadPreCheckIn(event)} />
  } else {
    body = <LoadingState label="Loading your pre-check-in…" />
  }

  return (
    <>
      {body}
      <Snackbar notices={snackbar.notices} onDismiss={snackbar.dismiss} />
    </>
  )
}

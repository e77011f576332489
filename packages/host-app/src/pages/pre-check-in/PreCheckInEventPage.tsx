import {
  $outbox,
  $preCheckInEventPage,
  RouteName,
  formFromPreCheckIn,
  pathTo,
  preCheckInDraft,
  unsentPreCheckIn,
  type PreCheckInEventView
} from '@crew-portal/core'
import { DateText, Snackbar, useSnackbarQueue } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { Suspense, useEffect, useRef, useState } from 'react'
import { preloadable } from '../../lazy.tsx'
import { ErrorState, LoadingState, PageLadder } from '../common/PageState.tsx'
import { PreCheckInDone } from './PreCheckInDone.tsx'
import { PreCheckInFormView } from './PreCheckInFormView.tsx'

// What is still to read is a chunk of its own, with the acknowledgements' store: the form renders
// without it, and an event that requires no reading never asks for it.
const ReadingToDoPart = preloadable(
  () => import('./ReadingToDo.tsx'),
  (module) => module.ReadingToDo
)

/** /pre-check-in/:eventId: the form, or the saved answers when it is done (the core's `$preCheckInEventPage`). */
export function PreCheckInEventPage() {
  const page = useStore($preCheckInEventPage)
  const event = page.status === 'ready' ? page.value.event : undefined
  return (
    <div className="page page--narrow pre-check-in-page">
      <p className="pre-check-in-back">
        <a href={pathTo(RouteName.preCheckIn)}>
          <span aria-hidden="true">← </span>All pre-check-ins
        </a>
      </p>
      <h1>Pre-check-in{event ? `: ${event.programName}` : ''}</h1>
      {event ? (
        <p className="pre-check-in-intro">
          <DateText value={event.startDate} /> at {event.trainingLocationDisplayName}
        </p>
      ) : null}
      <PageLadder
        page={page}
        loading="Loading your pre-check-in…"
        errorTitle="We could not load this training event"
        notFound={() => (
          <ErrorState title="We could not find this training event" message="It may have been moved or cancelled.">
            <p>
              <a href={pathTo(RouteName.preCheckIn)}>See your pre-check-ins</a>
            </p>
          </ErrorState>
        )}
      >
        {(view) => <EventPreCheckIn key={view.event.id} view={view} />}
      </PageLadder>
    </div>
  )
}

function EventPreCheckIn({ view }: { view: PreCheckInEventView }) {
  const { event, open, tsa } = view
  // What the pilot typed and has not saved (a failed save, a reload, an expired session) comes back.
  const [draft] = useState(() => preCheckInDraft(event.id).read())
  // Answers saved offline, or refused when sent, come back in the form with what the pilot entered.
  const unsent = unsentPreCheckIn(useStore($outbox), event.id)
  const [editingNow, setEditing] = useState(draft !== undefined)
  const editing = editingNow || unsent !== undefined
  const snackbar = useSnackbarQueue()
  const doneHeading = useRef<HTMLHeadingElement>(null)
  const [justSaved, setJustSaved] = useState(false)

  useEffect(() => {
    // After a save, focus follows the content that replaced the form.
    if (justSaved) doneHeading.current?.focus()
  }, [justSaved])

  const preCheckIn = view.preCheckIn.status === 'ready' ? view.preCheckIn.value : undefined
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
          <a href={pathTo(RouteName.trainingEvent, { eventId: event.id })}>See the event</a>
        </p>
      </div>
    )
  } else if (preCheckIn && (preCheckIn.status !== 'done' || editing) && open) {
    body = (
      <PreCheckInFormView
        key={`${preCheckIn.eventId}-${preCheckIn.updatedAt ?? 'new'}`}
        event={event}
        preCheckIn={preCheckIn}
        tsa={tsa}
        initial={draft ?? formFromPreCheckIn(unsent ? { ...preCheckIn, answers: unsent.body } : preCheckIn)}
        restored={draft !== undefined}
        onSaved={() => {
          setEditing(false)
          setJustSaved(true)
          snackbar.show('Pre-check-in saved', 'success')
        }}
        onCancel={
          editing
            ? () => {
                preCheckInDraft(event.id).drop()
                setEditing(false)
              }
            : undefined
        }
      />
    )
  } else if (preCheckIn) {
    body = (
      <PreCheckInDone
        preCheckIn={preCheckIn}
        tsa={tsa}
        headingRef={doneHeading}
        onEdit={open ? () => setEditing(true) : undefined}
      />
    )
  } else if (view.preCheckIn.status === 'error') {
    body = (
      <ErrorState
        title="We could not load your pre-check-in"
        message={view.preCheckIn.message}
        onRetry={view.preCheckIn.retry}
      />
    )
  } else {
    body = <LoadingState label="Loading your pre-check-in…" />
  }

  return (
    <>
      {event.requiredReading.length > 0 ? (
        <Suspense fallback={null}>
          <ReadingToDoPart.Component />
        </Suspense>
      ) : null}
      {body}
      <Snackbar notices={snackbar.notices} onDismiss={snackbar.dismiss} />
    </>
  )
}

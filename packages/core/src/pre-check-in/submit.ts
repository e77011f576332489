// Saving the pre-check-in: validated by the core's rules, then PUT; the answer goes into the cache.
import { RequestValidationError } from '../http/errors.ts'
import type { PreCheckInAnswers, TrainingEvent } from '@crew-portal/contract'
import { getEnvironment, wire } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { ApiError } from '../http/errors.ts'
import { loadErrorOf } from '../query/errors.ts'
import { setQueryData } from '../query/query.ts'
import { $router } from '../routes/router.ts'
import { patchTrainingEvent } from '../training/store.ts'
import { formDraftsWiring } from '../persist/drafts.ts'
import { saveWrite } from '../outbox/save.ts'
import { onOutboxSettled, outboxStateWiring } from '../outbox/state.ts'
import type { OutboxEntry, OutboxWriteOf } from '../outbox/entry.ts'
import type { PreCheckIn } from '@crew-portal/contract'
import { preCheckInDraft } from './draft.ts'
import { validatePreCheckInForm } from './form.ts'
import type { PreCheckInForm } from './form.ts'
import { $preCheckInSubmit, PRE_CHECK_IN_KEY, preCheckInWiring, setPreCheckInSubmit } from './store.ts'
import type { PreCheckInSubmitState } from './store.ts'

// The save of each event in flight: a second Save (a double click) joins it instead of sending again.
const saving = new Map<string, Promise<boolean>>()

export const preCheckInSubmitWiring: Wiring = {
  after: [preCheckInWiring, formDraftsWiring, outboxStateWiring],
  listen() {
    // Answers the outbox sent once the network was back: the pages show them as saved.
    onOutboxSettled((settled) => {
      if (settled.outcome !== 'sent' || settled.entry.kind !== 'preCheckIn') return
      showSaved(settled.entry.target.eventId, settled.answer as PreCheckIn)
      if ($preCheckInSubmit.get().status === 'queued')
        setPreCheckInSubmit($router.get() ?? null, { status: 'saved', errors: {}, message: undefined })
    })
  },
  reset: () => saving.clear()
}

function showSaved(eventId: string, saved: PreCheckIn): void {
  preCheckInDraft(eventId).drop()
  setQueryData(PRE_CHECK_IN_KEY + eventId, saved)
  // The training list and the event's page show it as done without reloading them.
  patchTrainingEvent(eventId, { preCheckInStatus: 'done' })
}

/**
 * Validates the form and, when it passes, saves it. Returns whether it was saved. Only a save that
 * succeeded forgets the draft: whatever else happens, what the pilot typed stays.
 */
export async function submitPreCheckIn(event: TrainingEvent, form: PreCheckInForm): Promise<boolean> {
  wire(preCheckInSubmitWiring)
  const running = saving.get(event.id)
  if (running) return running
  const page = $router.get() ?? null
  const setSubmit = (state: PreCheckInSubmitState) => setPreCheckInSubmit(page, state)
  const draft = preCheckInDraft(event.id)
  draft.write(form)
  const validation = validatePreCheckInForm(form, { now: getEnvironment().now(), eventStartDate: event.startDate })
  if (!validation.ok) {
    setSubmit({ status: 'invalid', errors: validation.errors, message: undefined })
    return false
  }
  setSubmit({ status: 'saving', errors: {}, message: undefined })
  const save = send(event.id, validation.answers, setSubmit).finally(() => saving.delete(event.id))
  saving.set(event.id, save)
  return save
}

async function send(
  eventId: string,
  answers: PreCheckInAnswers,
  setSubmit: (state: PreCheckInSubmitState) => void
): Promise<boolean> {
  try {
    const outcome = await saveWrite({ kind: 'preCheckIn', target: { eventId }, body: answers })
    if (outcome.status === 'queued') {
      // The form and its draft stay on screen, saved on this device, until the outbox sends it (R-OUTBOX-1).
      setSubmit({ status: 'queued', errors: {}, message: undefined })
      return false
    }
    showSaved(eventId, outcome.answer)
    setSubmit({ status: 'saved', errors: {}, message: undefined })
    return true
  } catch (error) {
    const message =
      error instanceof ApiError && error.status === 400 && error.serverMessage
        ? error.serverMessage
        : error instanceof RequestValidationError
          ? 'Please check your answers.'
          : loadErrorOf(error).message
    setSubmit({ status: 'error', errors: {}, message })
    return false
  }
}

/**
 * The answers for `eventId` that the pilot saved and the API has not taken, the newest: waiting in
 * the outbox (R-OUTBOX-1) or refused when sent (R-OUTBOX-3). The page shows them in its form.
 */
export function unsentPreCheckIn(
  entries: readonly OutboxEntry[],
  eventId: string
): (OutboxEntry & OutboxWriteOf<'preCheckIn'>) | undefined {
  return entries.findLast(
    (entry): entry is OutboxEntry & OutboxWriteOf<'preCheckIn'> =>
      entry.kind === 'preCheckIn' && entry.target.eventId === eventId
  )
}

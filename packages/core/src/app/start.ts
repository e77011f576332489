import { $authState, initAuth } from '../auth/store.ts'
import { findContactCard } from '../contact-card/store.ts'
import { onReset } from '../environment/configure.ts'
import { startFlags, stopFlags } from '../flags/client.ts'
import { setIsBatFromEvents } from '../session/state.ts'
import { startSession } from '../session/start.ts'
import { loadRemoteConfiguration } from '../settings/remote.ts'
import { startSurveyPoll } from '../survey/survey.ts'
import type { TrainingEvent } from '../api/schemas.ts'
import { $trainingEvents, loadTrainingEvents } from '../training/store.ts'

let stopRunning: (() => void) | undefined

onReset(() => {
  stopRunning?.()
  stopRunning = undefined
})

/**
 * The events once a load has answered. The page on screen may load them too; a newer load
 * supersedes an older one, so this waits for whichever answers rather than for its own.
 */
async function settledEvents(): Promise<readonly TrainingEvent[] | undefined> {
  const state = await loadTrainingEvents()
  if (state.status !== 'loading') return state.data
  return new Promise((resolve) => {
    const stop = $trainingEvents.listen((next) => {
      if (next.status === 'loading') return
      stop()
      resolve(next.data)
    })
  })
}

/**
 * What follows a sign-in (SPEC §4): the events load once, the first one decides `$isBat`, and
 * the contact-card search runs over them. Resolves when both are done; never rejects.
 */
export async function loadEventsAfterSignIn(): Promise<void> {
  const data = await settledEvents()
  if (!data) return
  setIsBatFromEvents(data)
  await findContactCard(data)
}

/**
 * Starts everything a page of the product runs, after the configuration and the first render:
 * the signed-in user, connectivity and cross-tab logout, the survey poll, the remote
 * configuration, the flag client and, for a signed-in user, the events behind `$isBat` and the
 * contact card. Returns the disposer; calling it again restarts.
 */
export function startCrewPortal(): () => void {
  stopRunning?.()
  initAuth()
  const stopSession = startSession()
  const stopSurvey = startSurveyPoll()
  void loadRemoteConfiguration()
  void startFlags()
  if ($authState.get() === 'signedIn') void loadEventsAfterSignIn()
  const stop = () => {
    stopSession()
    stopSurvey()
    stopFlags()
    if (stopRunning === stop) stopRunning = undefined
  }
  stopRunning = stop
  return stop
}

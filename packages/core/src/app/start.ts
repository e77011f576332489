import type { ReadableAtom } from 'nanostores'
import type { TrainingEvent } from '@crew-portal/contract'
import { $authState, initAuth } from '../auth/store.ts'
import { findContactCard } from '../contact-card/store.ts'
import { onReset } from '../environment/configure.ts'
import { startFlags, stopFlags } from '../flags/client.ts'
import { setIsBatFromEvents } from '../session/state.ts'
import { startSession } from '../session/start.ts'
import { loadRemoteConfiguration } from '../settings/remote.ts'
import { followNavigation, startSurveyPoll } from '../survey/survey.ts'
import type { NavigatedPage } from '../survey/survey.ts'
import { $trainingEvents, loadTrainingEvents } from '../training/store.ts'

let stopRunning: (() => void) | undefined
let searchedEvents: readonly TrainingEvent[] | undefined
let search: Promise<unknown> = Promise.resolve()

onReset(() => {
  stopRunning?.()
  stopRunning = undefined
  searchedEvents = undefined
  search = Promise.resolve()
})

/**
 * SPEC §4, for each answer of the events (after sign-in, or a page loading them again): the first
 * list decides `$isBat`, and the contact-card search runs over the list — a BAT event that has come
 * within 14 days opens its card then. At most once per event: the search skips what was marked
 * displayed (by the API, or on this page when marking failed). One list is searched once.
 */
function searchEvents(events: readonly TrainingEvent[]): Promise<unknown> {
  if (events === searchedEvents) return search
  searchedEvents = events
  setIsBatFromEvents(events)
  search = findContactCard(events)
  return search
}

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
 * What follows a sign-in (SPEC §4): the events load, the first one decides `$isBat`, and the
 * contact-card search runs over them. Resolves when both are done; never rejects.
 */
export async function loadEventsAfterSignIn(): Promise<void> {
  const data = await settledEvents()
  if (data) await searchEvents(data)
}

export interface StartOptions {
  /** The router's page: every navigation end, the first page's included, reloads the survey (SPEC §4). */
  navigation?: ReadableAtom<NavigatedPage | undefined>
  /**
   * Schedules what may wait until the page is interactive: the flag client, whose SDK the page then
   * loads (the host app skips it for a page already leaving to sign in). Default: at once.
   */
  later?: (task: () => void) => void
}

/**
 * Starts everything a page of the product runs, after the configuration and the first render:
 * the signed-in user, connectivity and cross-tab logout, the survey poll and the survey at each
 * navigation end, the remote configuration, the flag client and, for a signed-in user (now, or
 * once sign-in completes in this page), the events behind `$isBat` and the contact card, searched
 * again whenever the events load again. Returns the disposer; calling it again restarts.
 */
export function startCrewPortal(options: StartOptions = {}): () => void {
  stopRunning?.()
  initAuth()
  const stopSession = startSession()
  const stopSurvey = startSurveyPoll()
  const stopNavigation = options.navigation ? followNavigation(options.navigation) : undefined
  void loadRemoteConfiguration()
  let stopped = false
  ;(options.later ?? ((task) => task()))(() => {
    if (!stopped) void startFlags()
  })
  const stopSignIn = $authState.subscribe((state) => {
    if (state === 'signedIn') void loadEventsAfterSignIn()
  })
  const stopEvents = $trainingEvents.listen(({ status, data }) => {
    if (status === 'ready' && data && $authState.get() === 'signedIn') void searchEvents(data)
  })
  const stop = () => {
    stopped = true
    stopSession()
    stopSurvey()
    stopNavigation?.()
    stopSignIn()
    stopEvents()
    stopFlags()
    if (stopRunning === stop) stopRunning = undefined
  }
  stopRunning = stop
  return stop
}

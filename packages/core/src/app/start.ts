import type { ReadableAtom } from 'nanostores'
import type { TrainingEvent } from '@crew-portal/contract'
import { $authState, initAuth } from '../auth/store.ts'
import { contactCardWiring, findContactCard } from '../contact-card/store.ts'
import { wire } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { flagsWiring, startFlags, stopFlags } from '../flags/client.ts'
import { outboxWiring, startOutbox } from '../outbox/store.ts'
import { setIsBatFromEvents } from '../session/state.ts'
import { sessionStartWiring, startSession } from '../session/start.ts'
import { loadRemoteConfiguration } from '../settings/remote.ts'
import { followNavigation, startSurveyPoll, surveyWiring } from '../survey/survey.ts'
import type { NavigatedPage } from '../survey/survey.ts'
import { $trainingEvents } from '../training/store.ts'

let stopRunning: (() => void) | undefined
let searchedEvents: readonly TrainingEvent[] | undefined
let search: Promise<unknown> = Promise.resolve()

/** The signed-in start: flags, session, survey and the contact card's search, over the events. */
export const appStartWiring: Wiring = {
  after: [contactCardWiring, flagsWiring, sessionStartWiring, surveyWiring, outboxWiring],
  reset() {
    stopRunning?.()
    stopRunning = undefined
    searchedEvents = undefined
    search = Promise.resolve()
  }
}

/**
 * R-SESSION-5 and R-CARD-1 to R-CARD-5, for each answer of the events (after sign-in, or a page loading them again): the first
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
 * While someone is signed in, the events stay watched (one query, shared with the page on screen):
 * each answer, the first and every later one, goes through `searchEvents`.
 */
function followEvents(): () => void {
  let unwatch: (() => void) | undefined
  const stopAuth = $authState.subscribe((state) => {
    if (state === 'signedIn') {
      unwatch ??= $trainingEvents.subscribe(({ data }) => {
        if (data) void searchEvents(data)
      })
    } else {
      unwatch?.()
      unwatch = undefined
    }
  })
  return () => {
    stopAuth()
    unwatch?.()
  }
}

/** The contact-card search of the last events answered (tests wait on it); never rejects. */
export function eventsSearched(): Promise<unknown> {
  return search
}

export interface StartOptions {
  /** The router's page: every navigation end, the first page's included, reloads the survey (R-SURVEY-3). */
  navigation?: ReadableAtom<NavigatedPage | undefined>
  /**
   * Schedules what may wait until the page is interactive: the flag client, whose SDK the page then
   * loads (the host app skips it for a page already leaving to sign in). Default: at once.
   */
  later?: (task: () => void) => void
}

/**
 * Starts everything a page of the product runs, after the configuration and the first render:
 * the signed-in user, connectivity and cross-tab logout, the outbox (sent once an account is known
 * and whenever the browser comes online), the survey poll and the survey at each
 * navigation end, the remote configuration, the flag client and, for a signed-in user (now, or
 * once sign-in completes in this page), the events behind `$isBat` and the contact card, searched
 * again whenever the events load again. Returns the disposer; calling it again restarts.
 */
export function startCrewPortal(options: StartOptions = {}): () => void {
  wire(appStartWiring)
  stopRunning?.()
  initAuth()
  const stopSession = startSession()
  const stopOutbox = startOutbox()
  const stopSurvey = startSurveyPoll()
  const stopNavigation = options.navigation ? followNavigation(options.navigation) : undefined
  void loadRemoteConfiguration()
  let stopped = false
  ;(options.later ?? ((task) => task()))(() => {
    if (!stopped) void startFlags()
  })
  const stopEvents = followEvents()
  const stop = () => {
    stopped = true
    stopSession()
    stopOutbox()
    stopSurvey()
    stopNavigation?.()
    stopEvents()
    stopFlags()
    if (stopRunning === stop) stopRunning = undefined
  }
  stopRunning = stop
  return stop
}

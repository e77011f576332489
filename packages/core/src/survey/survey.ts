import type { ReadableAtom } from 'nanostores'
import { getEnvironment, wire } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { serverLinkUrl } from '../format/link.ts'
import { trackEvent, trackException } from '../telemetry/track.ts'
import { SURVEY_COOKIES, SURVEY_EVENTS, SURVEY_POLL_INTERVAL_MS, SURVEY_RESET_COOKIES } from './cookies.ts'

export function resetSurveyCookies(): void {
  const { cookies } = getEnvironment()
  for (const name of SURVEY_RESET_COOKIES) cookies.set(name, '0')
}

/**
 * Loads (or reloads) the hosted survey script. A failure is logged: the survey is never worth an
 * error. Its address passes the link rule first: a `data:` or `javascript:` script never loads.
 */
async function loadSurvey(): Promise<void> {
  const env = getEnvironment()
  try {
    const { scriptUrl } = env.settings.survey
    if (!serverLinkUrl(scriptUrl))
      throw new Error(`The survey script's address is not https or on this origin: ${scriptUrl.slice(0, 80)}`)
    await env.loadScript(scriptUrl)
  } catch (error) {
    trackException(error, { source: 'survey' })
  }
}

/** The footer's Satisfaction Survey action (R-SURVEY-2). */
export function openSatisfactionSurvey(): Promise<void> {
  resetSurveyCookies()
  getEnvironment().cookies.set(SURVEY_COOKIES.manualRequest, '1')
  return loadSurvey()
}

/** Called by the host app at every navigation end: the survey may trigger on the new page. */
export function onNavigationEnd(): Promise<void> {
  resetSurveyCookies()
  return loadSurvey()
}

/** What the survey needs to know of a router's page: where it is. */
export interface NavigatedPage {
  path: string
}

/**
 * R-SURVEY-3: every navigation end resets the cookies and reloads the survey — the page the app
 * opens on (after sign-in, after a reload) included, so this subscribes rather than listens.
 * Each distinct path counts once. Returns the function that stops following.
 */
export function followNavigation(page: ReadableAtom<NavigatedPage | undefined>): () => void {
  let last: string | undefined
  return page.subscribe((current) => {
    if (current === undefined || current.path === last) return
    last = current.path
    void onNavigationEnd()
  })
}

/**
 * One poll step: when the survey has popped up, log whether it was asked for or triggered by the
 * router, and put the cookie back so the same pop-up is logged once.
 */
export function checkSurveyPoppedUp(): void {
  const { cookies } = getEnvironment()
  if (cookies.get(SURVEY_COOKIES.poppedUp) !== '1') return
  const manual = cookies.get(SURVEY_COOKIES.manualRequest) === '1'
  trackEvent(manual ? SURVEY_EVENTS.manual : SURVEY_EVENTS.router, { trigger: manual ? 'manual' : 'router' })
  cookies.set(SURVEY_COOKIES.poppedUp, '0')
}

const runningPolls = new Set<() => void>()

// A new configuration (the next test, another story) must not inherit a poll of the previous one.
export const surveyWiring: Wiring = {
  reset() {
    for (const stop of [...runningPolls]) stop()
  }
}

/** Checks HasPoppedUp every 1000 ms (R-SURVEY-4). Returns the function that stops the poll. */
export function startSurveyPoll(): () => void {
  wire(surveyWiring)
  const { timers } = getEnvironment()
  const handle = timers.setInterval(checkSurveyPoppedUp, SURVEY_POLL_INTERVAL_MS)
  const stop = () => {
    if (!runningPolls.delete(stop)) return
    timers.clearInterval(handle)
  }
  runningPolls.add(stop)
  return stop
}

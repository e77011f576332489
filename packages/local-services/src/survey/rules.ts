// The survey's cookie rules (README.md beside this file is the contract with the app). Pure, so
// they are tested in Node; survey.ts applies them to document.cookie.

export const COOKIES = {
  /** App: 1 when the user clicked Satisfaction Survey; 0 in every reset. The survey only reads it. */
  manualRequest: 'isBtnSatisfactionSurvey',
  /** Survey: 1 when the form popped up. The app polls it every second, logs, and sets it to 0. */
  hasPoppedUp: 'HasPoppedUp',
  /** Survey: 1 once the form popped up for this navigation. App: 0 in every reset. */
  shown: 'SurveyShown',
  /** Survey-owned: router-triggered loads since the last automatic pop-up. */
  visits: 'SurveyVisits',
  /** Survey-owned: epoch milliseconds before which no automatic pop-up happens. */
  snoozeUntil: 'SurveySnoozeUntil'
} as const

/** Read from the script URL's query: `?autoAfter=5&snoozeDays=90`. */
export interface SurveyConfig {
  /** Pop up by itself on this many-th router-triggered load; 0 (the default) never pops up by itself. */
  autoAfter: number
  snoozeDays: number
}

export type SurveyTrigger = 'manual' | 'router'

export interface SurveyDecision {
  show: SurveyTrigger | undefined
  /** Cookies to write (name -> value), whether or not the form shows. */
  writes: Record<string, string>
}

const DAY_MS = 24 * 3600_000

function wholeNumber(value: string | null | undefined, fallback: number, max: number): number {
  if (value === null || value === undefined || !/^\d{1,16}$/.test(value)) return fallback
  return Math.min(Number(value), max)
}

export function readConfig(query: URLSearchParams): SurveyConfig {
  return {
    autoAfter: wholeNumber(query.get('autoAfter'), 0, 1000),
    snoozeDays: wholeNumber(query.get('snoozeDays'), 90, 3650)
  }
}

/** `document.cookie` text to a map; the first occurrence of a name wins, as in the browser's order. */
export function parseCookies(text: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of text.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    const name = part.slice(0, separator).trim()
    if (name !== '' && !cookies.has(name)) cookies.set(name, part.slice(separator + 1).trim())
  }
  return cookies
}

/** Whether this load of the script shows the form, and what it writes. */
export function decideSurvey(cookies: ReadonlyMap<string, string>, config: SurveyConfig, now: number): SurveyDecision {
  const popUp = (show: SurveyTrigger, extra: Record<string, string> = {}): SurveyDecision => ({
    show,
    writes: { [COOKIES.hasPoppedUp]: '1', [COOKIES.shown]: '1', ...extra }
  })
  if (cookies.get(COOKIES.shown) === '1') return { show: undefined, writes: {} }
  if (cookies.get(COOKIES.manualRequest) === '1') return popUp('manual')
  if (config.autoAfter === 0) return { show: undefined, writes: {} }
  if (now < wholeNumber(cookies.get(COOKIES.snoozeUntil), 0, Number.MAX_SAFE_INTEGER))
    return { show: undefined, writes: {} }
  const visits = wholeNumber(cookies.get(COOKIES.visits), 0, 1_000_000) + 1
  if (visits < config.autoAfter) return { show: undefined, writes: { [COOKIES.visits]: String(visits) } }
  return popUp('router', { [COOKIES.visits]: '0', [COOKIES.snoozeUntil]: String(now + config.snoozeDays * DAY_MS) })
}

/** Session cookies for the per-navigation flags; a year for the survey's own memory. */
export function cookieString(name: string, value: string, secure: boolean): string {
  const lasting = name === COOKIES.visits || name === COOKIES.snoozeUntil ? '; Max-Age=31536000' : ''
  return `${name}=${value}; Path=/; SameSite=Lax${lasting}${secure ? '; Secure' : ''}`
}

export const MAX_COMMENT_LENGTH = 1000

/** The Application Insights envelope the survey posts on submit (a custom event). */
export function answerEnvelope(
  answer: { rating: number; comment: string; trigger: SurveyTrigger; page: string },
  now: Date
): object {
  return {
    time: now.toISOString(),
    iKey: '00000000-0000-0000-0000-000000000000',
    name: 'Microsoft.ApplicationInsights.Event',
    tags: { 'ai.internal.sdkVersion': 'crew-portal-survey:1' },
    data: {
      baseType: 'EventData',
      baseData: {
        ver: 2,
        name: 'SatisfactionSurveySubmitted',
        properties: {
          rating: String(answer.rating),
          comment: answer.comment.slice(0, MAX_COMMENT_LENGTH),
          trigger: answer.trigger,
          page: answer.page
        }
      }
    }
  }
}

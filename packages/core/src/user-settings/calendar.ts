// The pilot's calendar link (docs/calendar.md): whether they have one, and the new one made on this
// visit. The API keeps only a hash of its token, so a link is on screen only on the visit that made it.
import { atom } from 'nanostores'
import type { CalendarLinkState } from '@crew-portal/contract'
import { getCalendarLink, makeCalendarLink } from '../api/calls.ts'
import type { Wiring } from '../environment/configure.ts'
import { loadErrorOf } from '../query/errors.ts'
import { createQuery, queryWiring, setQueryData } from '../query/query.ts'

export const CALENDAR_LINK_KEY = 'calendar-link'

/** When the pilot's link was made (`createdAt: null` when they have none). */
export const $calendarLink = createQuery<CalendarLinkState>(CALENDAR_LINK_KEY, (call) => getCalendarLink(call))

/** A link as the page offers it: the feed's https address, and the same as `webcal:` for a calendar app. */
export interface CalendarLinkOffer {
  url: string
  webcal: string
  createdAt: string
}

export type CalendarLinkMaking =
  | { status: 'idle' }
  | { status: 'making' }
  | { status: 'made'; link: CalendarLinkOffer }
  | { status: 'error'; message: string }

export const $calendarLinkMaking = atom<CalendarLinkMaking>({ status: 'idle' })

export const calendarLinkWiring: Wiring = {
  after: [queryWiring],
  reset() {
    $calendarLinkMaking.set({ status: 'idle' })
  }
}

/**
 * The address a calendar app subscribes to: `webcal:` in place of `https:` (Apple Calendar,
 * Outlook and Google Calendar take it, and a phone's camera opens it in the calendar app).
 */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/i, 'webcal:')
}

/**
 * Makes a new link; the API revokes the one before. A second call while one is on its way does
 * nothing: each call makes a link, and a double click must not revoke the one just shown.
 */
export async function newCalendarLink(): Promise<void> {
  if ($calendarLinkMaking.get().status === 'making') return
  $calendarLinkMaking.set({ status: 'making' })
  try {
    const { url, createdAt } = await makeCalendarLink()
    setQueryData(CALENDAR_LINK_KEY, { createdAt })
    $calendarLinkMaking.set({ status: 'made', link: { url, webcal: webcalUrl(url), createdAt } })
  } catch (error) {
    $calendarLinkMaking.set({ status: 'error', message: loadErrorOf(error).message })
  }
}

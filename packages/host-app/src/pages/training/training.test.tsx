import { $banner, $contactCard, RouteName } from '@crew-portal/core'
import type { TrainingEvent } from '@crew-portal/contract'
import {
  configureTestCrewPortal,
  exampleDirectoryContact,
  exampleTrainingEvent,
  exampleTrainingRecordDocument,
  trainingEventWith,
  type TestEnvironment
} from '@crew-portal/core/test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeApi, json, pending, type ApiRoutes } from '../../test/api.ts'
import { button, cleanup, click, link, renderPage, textOf, waitFor } from '../../test/render.tsx'
import { Page as TrainingArea, preloadRoute } from './index.tsx'

// The test clock stands at 2026-11-22 09:00 UTC; the example event starts on 27-11-2026.
const past = trainingEventWith({
  id: 'evt-past-1',
  programName: 'A320 Recurrent',
  startDate: '2026-06-08T08:00:00Z',
  requiredReading: [],
  endDate: '2026-06-12T17:00:00Z',
  status: 'completed',
  preCheckInStatus: 'not-required'
})
const later = trainingEventWith({
  id: 'evt-later-1',
  programName: 'A350 Differences',
  orderProgramType: 'BATTCM',
  startDate: '2027-02-01T08:00:00Z',
  endDate: '2027-02-03T17:00:00Z',
  preCheckInStatus: 'done'
})

let env: TestEnvironment
function start(routes: ApiRoutes): TestEnvironment {
  env = configureTestCrewPortal({ fetch: fakeApi(routes) })
  return env
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The value next to a term in a <dl>, as a user reads the pair. */
function fact(root: Element, term: string): string {
  const dt = [...root.querySelectorAll('dt')].find((candidate) => textOf(candidate) === term)
  if (!dt?.nextElementSibling) throw new Error(`no fact named ${term}`)
  return textOf(dt.nextElementSibling)
}

function headings(level: number): string[] {
  return [...document.querySelectorAll(`h${level}`)].map((heading) => textOf(heading))
}

describe('training list', () => {
  it('says it is loading while the events are on their way', () => {
    start({ 'GET /trainingevents': pending })
    renderPage(TrainingArea, '/training')
    expect(headings(1)).toEqual(['Training'])
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Loading your training')
  })

  it('highlights the next event and lists upcoming and past ones with dd-MM-yyyy dates, location and status', async () => {
    start({ 'GET /trainingevents': [past, later, exampleTrainingEvent] })
    renderPage(TrainingArea, '/training')
    await waitFor(() => expect(document.querySelector('.training-event--next')).not.toBeNull())

    const next = document.querySelector('.training-event--next') as HTMLElement
    expect(textOf(next)).toContain('Your next training')
    expect(textOf(next)).toContain('A320 Type Rating')
    expect(textOf(next)).toContain('BAT')
    expect(fact(next, 'Dates')).toBe('27-11-2026 to 04-12-2026')
    expect(fact(next, 'Location')).toBe('Miami Training Center')
    expect(fact(next, 'Status')).toBe('Upcoming')
    expect(link(/^View details/, next).getAttribute('href')).toBe('/training/evt-bat-1')
    // Pre-check-in not started yet: the way there is on the card.
    expect(link(/^Pre-check in/, next).getAttribute('href')).toBe('/pre-check-in/evt-bat-1')

    expect(headings(1)).toEqual(['Training'])
    const upcoming = document.querySelector('[aria-labelledby="training-upcoming"]') as HTMLElement
    expect(textOf(upcoming)).toContain('A350 Differences')
    expect(textOf(upcoming)).toContain('01-02-2027 to 03-02-2027')
    expect(fact(upcoming, 'Pre-check-in')).toBe('Done')
    expect(textOf(upcoming)).not.toContain('A320 Type Rating')
    const pastSection = document.querySelector('[aria-labelledby="training-past"]') as HTMLElement
    expect(textOf(pastSection)).toContain('A320 Recurrent')
    expect(fact(pastSection, 'Dates')).toBe('08-06-2026 to 12-06-2026')
    expect(fact(pastSection, 'Status')).toBe('Completed')
    expect(pastSection.querySelector('a[href^="/pre-check-in"]')).toBeNull()
  })

  it('shows a long list 25 at a time, and the next ones on request with the focus on the first of them', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      trainingEventWith({
        id: `evt-past-${index}`,
        programName: `Recurrent ${index}`,
        startDate: `2025-01-${String((index % 28) + 1).padStart(2, '0')}T08:00:00Z`,
        requiredReading: [],
        endDate: `2025-01-${String((index % 28) + 1).padStart(2, '0')}T17:00:00Z`,
        status: 'completed',
        preCheckInStatus: 'not-required'
      })
    )
    start({ 'GET /trainingevents': many })
    renderPage(TrainingArea, '/training')
    const pastSection = () => document.querySelector('[aria-labelledby="training-past"]') as HTMLElement
    const cards = () => pastSection().querySelectorAll('article.training-event').length
    await waitFor(() => expect(cards()).toBe(25))
    expect(textOf(pastSection())).toContain('Showing 25 of 60 past events.')
    click(button('Show 25 more', pastSection()))
    expect(cards()).toBe(50)
    const first = pastSection().querySelectorAll('li')[25]
    expect(document.activeElement).toBe(first?.querySelector('a'))
    click(button('Show 10 more', pastSection()))
    expect(cards()).toBe(60)
    expect(textOf(pastSection())).not.toContain('Showing')
  })

  it('tells new crew that no training is booked yet and what to do', async () => {
    start({ 'GET /trainingevents': [] })
    renderPage(TrainingArea, '/training')
    await waitFor(() => expect(textOf()).toContain('No training booked yet'))
    expect(textOf()).toContain('When your airline books you on a training event')
    expect(document.querySelector('.training-event')).toBeNull()
  })

  it('shows an error a pilot understands, and loads again on Try again', async () => {
    let calls = 0
    start({
      'GET /trainingevents': () => {
        calls += 1
        return calls === 1 ? json({ message: 'boom' }, 500) : json([exampleTrainingEvent])
      }
    })
    renderPage(TrainingArea, '/training')
    await waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull())
    const alert = document.querySelector('[role="alert"]') as HTMLElement
    expect(textOf(alert)).toContain('We could not load your training')
    expect(textOf(alert)).toContain('Something went wrong.')
    click(button('Try again'))
    await waitFor(() => expect(document.querySelector('.training-event--next')).not.toBeNull())
    expect(calls).toBe(2)
  })

  it('renders hostile strings from the API as text', async () => {
    const hostile = '<img src=x onerror="globalThis.pwned=1">'
    start({
      'GET /trainingevents': [
        trainingEventWith({ programName: hostile, trainingLocationDisplayName: `<script>alert(1)</script>` })
      ]
    })
    renderPage(TrainingArea, '/training')
    await waitFor(() => expect(textOf()).toContain(hostile))
    expect(textOf()).toContain('<script>alert(1)</script>')
    expect(document.querySelector('.training-page img, .training-page script')).toBeNull()
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined()
  })

  it('shows an unreadable answer as an error, not a crash', async () => {
    start({ 'GET /trainingevents': [{ id: 42, __proto__: { polluted: true } }] })
    renderPage(TrainingArea, '/training')
    await waitFor(() => expect(textOf()).toContain('We received something we could not read'))
  })
})

describe('training event page', () => {
  // Its code is a chunk of its own, which boot asks for before the first render (the registry's
  // preloadPage): the page then renders at once, with no fallback.
  beforeAll(async () => {
    await preloadRoute(RouteName.trainingEvent)
  })

  const eventRoutes = (event: TrainingEvent = exampleTrainingEvent): ApiRoutes => ({
    [`GET /trainingevents/${event.id}`]: event,
    [`GET /trainingrecord/${event.id}/documents`]: [{ ...exampleTrainingRecordDocument, eventId: event.id }],
    'GET /directory/contacts': exampleDirectoryContact
  })

  it('says it is loading, then shows timing, location, executive and documents', async () => {
    start(eventRoutes())
    renderPage(TrainingArea, '/training/evt-bat-1')
    expect(textOf()).toContain('Loading the training event')
    await waitFor(() => expect(headings(1)).toEqual(['A320 Type Rating']))

    const timing = document.querySelector('[aria-labelledby="event-timing"]') as HTMLElement
    expect(fact(timing, 'Report time')).toBe('27-11-2026 at 07:30 UTC')
    expect(textOf(timing)).toContain('27-11-2026, 08:00–16:00 UTC')
    expect(textOf(timing)).toContain('Simulator session, room SIM 4')
    const location = document.querySelector('[aria-labelledby="event-location"]') as HTMLElement
    expect(textOf(location)).toContain('7300 NW 19th Street')
    expect(textOf(location)).toContain('Miami, FL 33126')
    const executive = document.querySelector('[aria-labelledby="event-executive"]') as HTMLElement
    expect(textOf(executive)).toContain('Jordan Lee')
    expect(link('jordan.lee@example.com').getAttribute('href')).toBe('mailto:jordan.lee@example.com')

    // An upcoming event has no records yet: the page says so and does not ask (a 404 would be a banner).
    expect(textOf()).toContain('Training records are issued once the training is completed.')
    expect(env.fetch.requests.some((request) => request.url.includes('/trainingrecord/'))).toBe(false)
    expect(link('Welcome letter').getAttribute('href')).toBe('https://localhost:4282/files/doc-welcome-1.pdf')
    expect(link('Pre-check in').getAttribute('href')).toBe('/pre-check-in/evt-bat-1')
  })

  it('opens the contact card of the account executive on request', async () => {
    start(eventRoutes())
    renderPage(TrainingArea, '/training/evt-bat-1')
    await waitFor(() => button('Show contact card'))
    click(button('Show contact card'))
    await waitFor(() => expect($contactCard.get()?.name).toBe('Jordan Lee'))
    expect(
      env.fetch.requests.some((request) => request.url.includes('/directory/contacts?email=jordan.lee%40example.com'))
    ).toBe(true)
  })

  it('offers the event as an .ics download', async () => {
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return `blob:https://app.test/${blobs.length}`
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    start(eventRoutes())
    renderPage(TrainingArea, '/training/evt-bat-1')
    const download = await waitFor(() => link('Add to calendar'))
    expect(download.getAttribute('download')).toBe('training-a320-type-rating-2026-11-27.ics')
    expect(download.getAttribute('href')).toBe(`blob:https://app.test/${blobs.length}`)
    const blob = blobs.at(-1) as Blob
    expect(blob.type).toBe('text/calendar; charset=utf-8')
    const text = await blob.text()
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text).toContain('DTSTART:20261127T080000Z')
    expect(text).toContain('SUMMARY:Ground school – A320 Type Rating')
  })

  const pastEvent = trainingEventWith({
    id: 'evt-bat-past',
    startDate: '2026-10-01T08:00:00Z',
    requiredReading: [],
    endDate: '2026-10-03T17:00:00Z',
    status: 'completed'
  })

  it('lists the training records of a past event', async () => {
    start(eventRoutes(pastEvent))
    renderPage(TrainingArea, '/training/evt-bat-past')
    await waitFor(() =>
      expect(link('Type rating certificate A320').getAttribute('href')).toBe(exampleTrainingRecordDocument.url)
    )
  })

  it('shows the server text in the banner and a friendly note when the records are not found', async () => {
    start({
      ...eventRoutes(pastEvent),
      'GET /trainingrecord/evt-bat-past/documents': json({ message: 'No training record for evt-bat-past' }, 404)
    })
    renderPage(TrainingArea, '/training/evt-bat-past')
    await waitFor(() => expect(textOf()).toContain('There are no training records for this event yet'))
    expect($banner.get().message).toBe('No training record for evt-bat-past')
  })

  it('says so when the event does not exist', async () => {
    start({ 'GET /trainingrecord/evt-nope/documents': [] })
    renderPage(TrainingArea, '/training/evt-nope')
    await waitFor(() => expect(textOf()).toContain('We could not find this training event'))
    expect(link('See all your training').getAttribute('href')).toBe('/training')
    expect(headings(1)).toEqual(['Training event'])
  })

  it('renders a hostile executive name and document title as text', async () => {
    const event = trainingEventWith({
      reservationAccountExecutive: {
        accountExecutiveName: '<b onmouseover=alert(1)>Eve</b>',
        accountExecutivePhoneNumber: 'javascript:alert(1)',
        accountExecutiveEmail: 'eve@example.com'
      }
    })
    start(eventRoutes(event))
    renderPage(TrainingArea, '/training/evt-bat-1')
    await waitFor(() => expect(textOf()).toContain('<b onmouseover=alert(1)>Eve</b>'))
    expect(document.querySelector('.training-page b')).toBeNull()
    const phone = link('javascript:alert(1)')
    expect(phone.getAttribute('href')).toBe('tel:1')
  })
})

import { atom } from 'nanostores'
import { afterEach, describe, expect, it } from 'vitest'
import { exampleDirectoryContact, exampleTrainingEvent, trainingEventWith } from '@crew-portal/contract/fixtures'
import { $authState, $user, initAuth } from '../auth/store.ts'
import { $contactCard, closeContactCard } from '../contact-card/store.ts'
import { $flagClientState } from '../flags/client.ts'
import { resetCrewPortal } from '../environment/configure.ts'
import { $isBat, $noInternetOpen } from '../session/state.ts'
import { invalidateQueries } from '../query/query.ts'
import { configureTestCrewPortal, json, settleQueries, testUser, watch } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { $trainingEvents, TRAINING_EVENTS_KEY } from '../training/store.ts'
import { eventsSearched, startCrewPortal } from './start.ts'

/** The events load again (a page invalidated them, or a later visit). */
const loadTrainingEvents = () => invalidateQueries(TRAINING_EVENTS_KEY)

function productApi(events: unknown[]) {
  return (request: Request) => {
    const path = new URL(request.url).pathname
    if (path === '/api/v1/trainingevents') return json(events)
    if (path === '/api/v1/directory/contacts') return json(exampleDirectoryContact)
    if (path.endsWith('/contactcarddisplayed')) return new Response(null, { status: 204 })
    return json({})
  }
}

/** Lets the start's work end: its loads, the fake clock's timers due now, then the contact card's search. */
async function settle(env: TestEnvironment): Promise<void> {
  await settleQueries()
  env.clock.advance(0)
  await settleQueries()
  await eventsSearched()
  await settleQueries()
}

afterEach(() => resetCrewPortal())

describe('startCrewPortal', () => {
  it('for a signed-in BAT pilot: reads the user, sets isBat from the first event and opens the contact card', async () => {
    const env = configureTestCrewPortal({ now: '2026-11-22T09:00:00Z', fetch: productApi([exampleTrainingEvent]) })
    startCrewPortal()
    expect($authState.get()).toBe('signedIn')
    expect($user.get()?.givenName).toBe('Alex')
    await settle(env)
    expect($isBat.get()).toBe(true)
    expect($contactCard.get()?.email).toBe('jordan.lee@example.com')
    expect(env.telemetry.events()).toContain('Web_Contact_Card_Displayed')
  })

  it('for a pilot whose first event is FTO: isBat stays false and no card opens', async () => {
    const env = configureTestCrewPortal({ fetch: productApi([trainingEventWith({ orderProgramType: 'FTO' })]) })
    startCrewPortal()
    await settle(env)
    expect($isBat.get()).toBe(false)
    expect($contactCard.get()).toBeUndefined()
  })

  it('signed out: loads no events', async () => {
    const env = configureTestCrewPortal({ user: null, fetch: productApi([exampleTrainingEvent]) })
    startCrewPortal()
    await settle(env)
    expect($authState.get()).toBe('signedOut')
    expect(env.fetch.requests.some((request) => request.url.includes('trainingevents'))).toBe(false)
  })

  it('starts the session watchers and the survey poll, and stops them with its disposer', async () => {
    const env = configureTestCrewPortal({ fetch: productApi([]) })
    const stop = startCrewPortal()
    // The first requests answered: their time limits are gone, what is left is the watchers' own.
    await settle(env)
    env.setOnline(false)
    expect($noInternetOpen.get()).toBe(true)
    expect(env.clock.pending()).toBeGreaterThan(0)
    stop()
    expect(env.clock.pending()).toBe(0)
  })
})

describe('startCrewPortal: the contact card beyond page start', () => {
  const later = trainingEventWith({
    id: 'later',
    reservationId: 'RES-9',
    geminiReservationId: null,
    startDate: '2026-12-30T08:00:00Z',
    endDate: '2027-01-02T17:00:00Z'
  })

  it('runs the search once sign-in completes in the same page', async () => {
    const env = configureTestCrewPortal({
      user: null,
      now: '2026-11-22T09:00:00Z',
      fetch: productApi([exampleTrainingEvent])
    })
    startCrewPortal()
    await settle(env)
    expect($contactCard.get()).toBeUndefined()
    // The auth port now has an account (a partner's sign-in, or MSAL finishing late), and the app learns of it.
    env.auth.user = testUser
    initAuth()
    await settle(env)
    expect($contactCard.get()?.name).toBe('Jordan Lee')
  })

  it('opens the card when the events are loaded again and a BAT event has come within 14 days', async () => {
    let events: unknown[] = [later]
    const env = configureTestCrewPortal({
      now: '2026-11-22T09:00:00Z',
      fetch: (request) => productApi(events)(request)
    })
    startCrewPortal()
    await settle(env)
    expect($contactCard.get()).toBeUndefined()
    events = [later, exampleTrainingEvent]
    await loadTrainingEvents()
    await settle(env)
    expect($contactCard.get()?.reservationId).toBe('RES-1001')
    expect(env.telemetry.events().filter((name) => name === 'Web_Contact_Card_Displayed')).toHaveLength(1)
  })

  it('opens each event’s card at most once, however often the events load', async () => {
    const env = configureTestCrewPortal({ now: '2026-11-22T09:00:00Z', fetch: productApi([exampleTrainingEvent]) })
    startCrewPortal()
    await settle(env)
    expect($contactCard.get()).toBeDefined()
    closeContactCard()
    // The API here still says "not displayed" (as when marking failed): the page remembers it opened.
    await loadTrainingEvents()
    await settle(env)
    await loadTrainingEvents()
    await settle(env)
    expect($contactCard.get()).toBeUndefined()
    expect(env.telemetry.events().filter((name) => name === 'Web_Contact_Card_Displayed')).toHaveLength(1)
  })

  it('starts the flag client when the host says the page is interactive, and not after a stop', async () => {
    const flagsOn = {
      featureFlags: { apiKey: 'crew-portal-local', isEnabled: true, baseUrl: 'https://localhost:4283' }
    }
    const env = configureTestCrewPortal({ fetch: productApi([]), settings: flagsOn, flags: {} })
    let interactive: (() => void) | undefined
    const stop = startCrewPortal({ later: (task) => (interactive = task) })
    await settle(env)
    expect($flagClientState.get()).toBe('idle')
    interactive?.()
    await settle(env)
    expect($flagClientState.get()).not.toBe('idle')
    stop()

    configureTestCrewPortal({ fetch: productApi([]), settings: flagsOn, flags: {} })
    const stopAgain = startCrewPortal({ later: (task) => (interactive = task) })
    stopAgain()
    interactive?.()
    expect($flagClientState.get()).toBe('idle')
  })

  it('loads the survey for the first page, given the router', async () => {
    const env = configureTestCrewPortal({ fetch: productApi([]) })
    startCrewPortal({ navigation: atom({ path: '/training' }) })
    await settle(env)
    expect(env.loadedScripts).toHaveLength(1)
  })
})

describe('the events behind isBat and the contact card', () => {
  it('are the page’s own query: one request answers the page on screen and the start', async () => {
    const env = configureTestCrewPortal({ fetch: productApi([exampleTrainingEvent]) })
    const page = await watch($trainingEvents)
    startCrewPortal()
    await settle(env)
    expect($isBat.get()).toBe(true)
    expect($contactCard.get()?.name).toBe('Jordan Lee')
    expect(
      env.fetch.requests.filter((request) => new URL(request.url).pathname.endsWith('/trainingevents'))
    ).toHaveLength(1)
    page.stop()
  })
})

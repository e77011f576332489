import { beforeEach, describe, expect, it } from 'vitest'
import { TINY_JPEG_BASE64, exampleDirectoryContact, exampleTrainingEvent } from '@crew-portal/contract/fixtures'
import { resetCrewPortal } from '../environment/configure.ts'
import { configureTestCrewPortal, json } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import {
  $contactCard,
  $contactCardMeeting,
  CONTACT_CARD_DISPLAYED_EVENT,
  DEFAULT_PROFILE_PICTURE,
  closeContactCard,
  findContactCard,
  showContactCardFor
} from './index.ts'

// The test clock starts at 2026-11-22T09:00:00Z.
function event(id: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    ...exampleTrainingEvent,
    id,
    reservationId: `RES-${id}`,
    geminiReservationId: `GEM-${id}`,
    reservationAccountExecutive: {
      accountExecutiveName: `Exec ${id}`,
      accountExecutivePhoneNumber: null,
      accountExecutiveEmail: email
    },
    ...overrides
  }
}

type Directory = Record<string, { status: number; body: unknown }>

let env: TestEnvironment
let directory: Directory
let markStatus: number

function paths(): string[] {
  return env.fetch.requests.map(
    (request) => `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`
  )
}

beforeEach(() => {
  directory = {}
  markStatus = 204
  env = configureTestCrewPortal({
    fetch: (request) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/v1/directory/contacts') {
        const entry = directory[url.searchParams.get('email') ?? '']
        return entry ? json(entry.body, entry.status) : json({ message: 'Not found' }, 404)
      }
      if (url.pathname.endsWith('/contactcarddisplayed'))
        return markStatus === 204 ? new Response(null, { status: 204 }) : json({ message: 'down' }, markStatus)
      return json({ message: 'unexpected' }, 500)
    }
  })
})

const withPhones = { ...exampleDirectoryContact, businessPhones: ['+1 555 0100 300'], mobilePhone: null }
const withoutPhones = { ...exampleDirectoryContact, businessPhones: [], mobilePhone: null }

describe('findContactCard', () => {
  it('opens the first candidate whose contact has e-mail and phone, then stops looking', async () => {
    directory['a@example.com'] = { status: 200, body: withoutPhones }
    directory['b@example.com'] = { status: 200, body: withPhones }
    directory['c@example.com'] = { status: 200, body: withPhones }
    const events = [
      event('c', 'c@example.com', { startDate: '2026-11-30T08:00:00Z' }),
      event('a', 'a@example.com', { startDate: '2026-11-23T08:00:00Z' }),
      event('b', 'b@example.com', { startDate: '2026-11-25T08:00:00Z' })
    ]
    const contact = await findContactCard(events)
    expect(contact).toMatchObject({
      name: 'Exec b',
      email: 'b@example.com',
      phoneNumber: '+1 555 0100 300',
      reservationId: 'RES-b'
    })
    expect($contactCard.get()).toEqual(contact)
    expect(paths()).toEqual([
      'GET /api/v1/directory/contacts?email=a%40example.com',
      'GET /api/v1/directory/contacts?email=b%40example.com',
      'PUT /api/v1/trainingevents/RES-b/contactcarddisplayed'
    ])
  })

  it('logs Web_Contact_Card_Displayed with the reservation when it opens', async () => {
    directory['b@example.com'] = { status: 200, body: withPhones }
    await findContactCard([event('b', 'b@example.com')])
    expect(env.telemetry.records.filter((r) => r.kind === 'event')).toEqual([
      { kind: 'event', name: CONTACT_CARD_DISPLAYED_EVENT, properties: { reservationId: 'RES-b' } }
    ])
    expect(CONTACT_CARD_DISPLAYED_EVENT).toBe('Web_Contact_Card_Displayed')
  })

  it('keeps the card open when marking it displayed fails, and only logs the failure', async () => {
    directory['b@example.com'] = { status: 200, body: withPhones }
    markStatus = 500
    const contact = await findContactCard([event('b', 'b@example.com')])
    expect($contactCard.get()).toEqual(contact)
    expect(env.telemetry.records).toContainEqual(
      expect.objectContaining({ kind: 'exception', properties: { source: 'contact-card', step: 'mark-displayed' } })
    )
    expect(env.telemetry.events()).toContain('Web_Contact_Card_Displayed')
  })

  it('opens a card without a reservation id, logging that it cannot be marked', async () => {
    directory['b@example.com'] = { status: 200, body: withPhones }
    const contact = await findContactCard([
      event('b', 'b@example.com', { reservationId: '', geminiReservationId: null })
    ])
    expect(contact?.reservationId).toBeNull()
    expect(paths().some((p) => p.startsWith('PUT'))).toBe(false)
    expect(env.telemetry.records).toContainEqual(
      expect.objectContaining({ kind: 'exception', properties: { source: 'contact-card', step: 'mark-displayed' } })
    )
  })

  it('logs a failed directory lookup and still opens with the executive’s own phone', async () => {
    const events = [
      event('x', 'x@example.com', {
        reservationAccountExecutive: {
          accountExecutiveName: 'X',
          accountExecutivePhoneNumber: '+1 555 0100 999',
          accountExecutiveEmail: 'x@example.com'
        }
      })
    ]
    const contact = await findContactCard(events)
    expect(contact).toMatchObject({
      phoneNumber: '+1 555 0100 999',
      profilePicture: DEFAULT_PROFILE_PICTURE,
      availabilityStartTime: '--:--'
    })
    expect(env.telemetry.records).toContainEqual(
      expect.objectContaining({ kind: 'exception', properties: { source: 'contact-card', step: 'directory-lookup' } })
    )
  })

  it('goes on to the next candidate when a lookup fails and the contact has no phone', async () => {
    directory['b@example.com'] = { status: 200, body: withPhones }
    const events = [
      event('a', 'a@example.com', { startDate: '2026-11-23T08:00:00Z' }),
      event('b', 'b@example.com', { startDate: '2026-11-24T08:00:00Z' })
    ]
    expect((await findContactCard(events))?.email).toBe('b@example.com')
  })

  it('logs a malformed directory answer and goes on', async () => {
    directory['a@example.com'] = { status: 200, body: { photo: '<script>', businessPhones: 'x' } }
    directory['b@example.com'] = { status: 200, body: withPhones }
    const events = [
      event('a', 'a@example.com', { startDate: '2026-11-23T08:00:00Z' }),
      event('b', 'b@example.com', { startDate: '2026-11-24T08:00:00Z' })
    ]
    expect((await findContactCard(events))?.email).toBe('b@example.com')
    expect(env.telemetry.records.some((r) => r.kind === 'exception')).toBe(true)
  })

  it('opens nothing when no candidate has both e-mail and phone', async () => {
    directory['a@example.com'] = { status: 200, body: withoutPhones }
    expect(await findContactCard([event('a', 'a@example.com')])).toBeUndefined()
    expect($contactCard.get()).toBeUndefined()
    expect(env.telemetry.events()).toEqual([])
    expect(paths().some((p) => p.startsWith('PUT'))).toBe(false)
  })

  it('asks nothing for events outside the rules (already shown, not BAT, past, too far)', async () => {
    const events = [
      event('shown', 's@example.com', { isContactCardDisplayedWeb: true }),
      event('fto', 'f@example.com', { orderProgramType: 'FTO' }),
      event('past', 'p@example.com', { startDate: '2026-11-22T08:59:59.999Z' }),
      event('far', 'r@example.com', { startDate: '2026-12-06T09:00:00.001Z' })
    ]
    expect(await findContactCard(events)).toBeUndefined()
    expect(env.fetch.requests).toEqual([])
  })

  it('includes the window edges: now and exactly 14 days ahead', async () => {
    directory['e@example.com'] = { status: 200, body: withPhones }
    env.clock.set('2026-11-22T09:00:00Z')
    expect(await findContactCard([event('edge', 'e@example.com', { startDate: '2026-12-06T09:00:00Z' })])).toBeDefined()
  })

  it('runs one search at a time and does not search again while a card is open', async () => {
    directory['b@example.com'] = { status: 200, body: withPhones }
    const events = [event('b', 'b@example.com')]
    const first = findContactCard(events)
    expect(findContactCard(events)).toBe(first)
    await first
    await findContactCard(events)
    expect(paths().filter((p) => p.startsWith('GET'))).toHaveLength(1)
  })

  it('does not reopen a card it already opened on this page, even if marking it failed', async () => {
    directory['b@example.com'] = { status: 200, body: withPhones }
    markStatus = 500
    const events = [event('b', 'b@example.com')]
    await findContactCard(events)
    closeContactCard()
    expect(await findContactCard(events)).toBeUndefined()
  })

  it('drops a search whose core was reset while the lookup ran', async () => {
    directory['b@example.com'] = { status: 200, body: withPhones }
    const search = findContactCard([event('b', 'b@example.com')])
    resetCrewPortal()
    expect(await search).toBeUndefined()
    expect($contactCard.get()).toBeUndefined()
    env = configureTestCrewPortal()
  })
})

describe('the open card', () => {
  it('offers the sentence data of the event it matches', async () => {
    directory['b@example.com'] = { status: 200, body: withPhones }
    await findContactCard([
      event('b', 'b@example.com', {
        trainingLocationDisplayName: 'Miami Training Center',
        startDate: '2026-11-27T08:00:00Z'
      })
    ])
    expect($contactCardMeeting.get()).toEqual({ location: 'Miami Training Center', date: 'November 27, 2026' })
  })

  it('closes', async () => {
    directory['b@example.com'] = { status: 200, body: withPhones }
    await findContactCard([event('b', 'b@example.com')])
    closeContactCard()
    expect($contactCard.get()).toBeUndefined()
    expect($contactCardMeeting.get()).toBeUndefined()
  })
})

describe('showContactCardFor', () => {
  it('opens one event’s contact on request without marking or logging', async () => {
    directory['b@example.com'] = { status: 200, body: { ...withPhones, photo: TINY_JPEG_BASE64 } }
    const contact = await showContactCardFor(
      event('b', 'b@example.com', { isContactCardDisplayedWeb: true, startDate: '2027-06-01T08:00:00Z' })
    )
    expect($contactCard.get()).toEqual(contact)
    expect(contact?.profilePicture).toContain(TINY_JPEG_BASE64)
    expect(paths()).toEqual(['GET /api/v1/directory/contacts?email=b%40example.com'])
    expect(env.telemetry.events()).toEqual([])
  })

  it('opens nothing for a contact without phone, or without an executive', async () => {
    directory['a@example.com'] = { status: 200, body: withoutPhones }
    expect(await showContactCardFor(event('a', 'a@example.com'))).toBeUndefined()
    expect(await showContactCardFor({ ...exampleTrainingEvent, reservationAccountExecutive: null })).toBeUndefined()
    expect($contactCard.get()).toBeUndefined()
  })
})

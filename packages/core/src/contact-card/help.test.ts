import { beforeEach, describe, expect, it } from 'vitest'
import { exampleDirectoryContact, trainingEventWith } from '@crew-portal/contract/fixtures'
import { configureTestCrewPortal, json, pageWatcher } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { selectOperator } from '../training/store.ts'
import { $helpContact, helpContactEvent } from './help.ts'

const loadHelpContact = pageWatcher($helpContact)

const NOW = new Date('2026-11-22T09:00:00Z')
const nwa = { code: 'NWA', name: 'Northwind Air' }
const csa = { code: 'CSA', name: 'Coastal Airways' }
const soon = trainingEventWith({ id: 'soon', operator: nwa })
const later = trainingEventWith({
  id: 'later',
  operator: csa,
  reservationId: 'RES-2',
  startDate: '2027-01-10T08:00:00Z',
  endDate: '2027-01-12T17:00:00Z',
  reservationAccountExecutive: {
    accountExecutiveName: 'Priya Shah',
    accountExecutivePhoneNumber: null,
    accountExecutiveEmail: 'priya.shah@example.com'
  }
})
const past = trainingEventWith({
  id: 'past',
  startDate: '2026-06-01T08:00:00Z',
  endDate: '2026-06-05T17:00:00Z',
  status: 'completed'
})
const withoutExecutive = trainingEventWith({
  id: 'bare',
  startDate: '2026-11-23T08:00:00Z',
  reservationAccountExecutive: null
})

describe('helpContactEvent', () => {
  it('is the next coming event that has an account executive', () => {
    expect(helpContactEvent([later, past, withoutExecutive, soon], NOW)?.id).toBe('soon')
    expect(helpContactEvent([past, withoutExecutive], NOW)).toBeUndefined()
    expect(helpContactEvent([{ ...soon, status: 'cancelled' }, later], NOW)?.id).toBe('later')
  })
})

describe('$helpContact', () => {
  let env: TestEnvironment
  let events: unknown[]
  beforeEach(() => {
    events = [later, soon, past]
    env = configureTestCrewPortal({
      now: NOW.toISOString(),
      fetch: (request) => {
        const path = new URL(request.url).pathname
        if (path.endsWith('/trainingevents')) return json(events)
        if (path.endsWith('/directory/contacts')) return json(exampleDirectoryContact)
        return json({})
      }
    })
  })

  it('loads the events when needed and shows the next event’s executive with the directory’s picture and hours', async () => {
    await loadHelpContact()
    expect($helpContact.get()).toMatchObject({
      status: 'ready',
      contact: {
        name: 'Jordan Lee',
        email: 'jordan.lee@example.com',
        phoneNumber: '+1 555 0100 200',
        availabilityStartTime: '08:00'
      }
    })
    expect($helpContact.get().contact?.profilePicture).toMatch(/^data:image\/jpeg;base64,/)
    expect(env.fetch.requests.filter((request) => request.url.includes('trainingevents'))).toHaveLength(1)
  })

  it('follows the chosen airline', async () => {
    await loadHelpContact()
    selectOperator('CSA')
    await loadHelpContact()
    expect($helpContact.get().contact?.name).toBe('Priya Shah')
  })

  it('is ready without a contact for crew with no coming event', async () => {
    events = [past]
    await loadHelpContact()
    expect($helpContact.get()).toEqual({ status: 'ready', contact: undefined })
  })

  it('is ready without a contact when the events cannot be loaded', async () => {
    env.fetch.handler = () => new Response('{}', { status: 500 })
    await loadHelpContact()
    expect($helpContact.get()).toEqual({ status: 'ready', contact: undefined })
  })
})

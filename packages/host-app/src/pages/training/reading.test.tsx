import { configureTestCrewPortal, requiredReadingOf, trainingEventWith } from '@crew-portal/core/test'
import { RouteName } from '@crew-portal/core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fakeApi, json, pending } from '../../test/api.ts'
import { cleanup, link, renderPage, textOf, waitFor } from '../../test/render.tsx'
import { Page as TrainingArea, preloadRoute } from './index.tsx'

// The test clock stands at 2026-11-22 09:00 UTC; the event starts on 27-11-2026.
const HOSTILE = '<img src=x onerror="window.__hacked=1">FCOM'
const reading = requiredReadingOf

const event = trainingEventWith({
  id: 'evt-read',
  requiredReading: [
    reading('fcom', '54', '2026-11-24T08:00:00Z', HOSTILE),
    reading('qrh', '2', '2026-11-20T08:00:00Z'),
    reading('sops', '7', '2026-11-26T08:00:00Z'),
    reading('mel', '3', '2026-11-26T08:00:00Z')
  ]
})
const noReading = trainingEventWith({
  id: 'evt-none',
  programName: 'A350 Differences',
  startDate: '2027-02-01T08:00:00Z',
  endDate: '2027-02-03T17:00:00Z',
  requiredReading: []
})
const acknowledgements = [
  { documentId: 'sops', version: '7', acknowledgedAt: '2026-11-19T10:00:00Z' },
  { documentId: 'mel', version: '2', acknowledgedAt: '2026-11-10T10:00:00Z' }
]

function start() {
  configureTestCrewPortal({
    fetch: fakeApi({
      'GET /trainingevents': [event, noReading],
      'GET /trainingevents/evt-read': event,
      'GET /trainingevents/evt-none': noReading,
      'GET /trainingrecord/evt-read/documents': json({ message: 'none' }, 404),
      'GET /reading/acknowledgements': acknowledgements
    })
  })
}

afterEach(() => {
  cleanup()
  delete (window as { __hacked?: unknown }).__hacked
})

describe('an event’s required reading', () => {
  // The event's page is a chunk of its own: here before the first render, as boot asks for it.
  beforeAll(async () => {
    await preloadRoute(RouteName.trainingEvent)
  })

  it('says N of M read, and lists each document with its version, due date, state and library link', async () => {
    start()
    renderPage(TrainingArea, '/training/evt-read')
    const section = await waitFor(() => {
      const found = document.querySelector('section[aria-labelledby="event-reading"]')
      expect(found ? textOf(found) : textOf()).toContain('1 of 4 read')
      return found as HTMLElement
    })
    const items = [...section.querySelectorAll('li')].map((item) => textOf(item))
    expect(items).toEqual([
      `${HOSTILE} Version 54, due 24-11-2026To read · Due soon`,
      'Document qrh Version 2, due 20-11-2026To read · Overdue',
      'Document sops Version 7, due 26-11-2026Read and confirmed',
      'Document mel Version 3, due 26-11-2026New version: read again'
    ])
    expect(link('Document qrh', section).getAttribute('href')).toBe('/library/qrh')
    // A hostile title is text, never markup.
    expect(link(HOSTILE, section).getAttribute('href')).toBe('/library/fcom')
    expect(section.querySelector('img')).toBeNull()
    expect((window as { __hacked?: unknown }).__hacked).toBeUndefined()
  })

  it('shows no section for an event that requires no reading', async () => {
    start()
    renderPage(TrainingArea, '/training/evt-none')
    await waitFor(() => expect(textOf()).toContain('A350 Differences'))
    expect(textOf()).not.toContain('Required reading')
  })
})

describe('the training list', () => {
  it('shows "N of M read" on the card of an event that requires reading, and only there', async () => {
    start()
    renderPage(TrainingArea, '/training')
    await waitFor(() => expect(textOf()).toContain('1 of 4 read'))
    const cards = [...document.querySelectorAll('article.training-event')].map((card) => textOf(card))
    expect(cards.filter((card) => card.includes('Required reading'))).toHaveLength(1)
    expect(cards.find((card) => card.includes('A350 Differences'))).not.toContain('Required reading')
  })

  it('holds the fact’s place with the number of documents until the acknowledgements come', async () => {
    configureTestCrewPortal({
      fetch: fakeApi({ 'GET /trainingevents': [event, noReading], 'GET /reading/acknowledgements': pending })
    })
    renderPage(TrainingArea, '/training')
    await waitFor(() => expect(textOf()).toContain('Required reading4 documents'))
    expect(textOf()).not.toContain('of 4 read')
  })
})

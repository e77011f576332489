import {
  configureTestCrewPortal,
  examplePreCheckIn,
  requiredReadingOf,
  trainingEventWith,
  type TestEnvironment
} from '@crew-portal/core/test'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi, json } from '../../test/api.ts'
import { cleanup, link, renderPage, settle, textOf, waitFor } from '../../test/render.tsx'
import { Page as PreCheckInArea } from './index.tsx'

// The test clock stands at 2026-11-22 09:00 UTC; the event starts on 27-11-2026.
const HOSTILE = '<img src=x onerror="window.__hacked=1">FCOM'
const reading = requiredReadingOf

const event = trainingEventWith({
  id: 'evt-read',
  requiredReading: [
    reading('fcom', '54', '2026-11-26T08:00:00Z', HOSTILE),
    reading('qrh', '2', '2026-11-20T08:00:00Z'),
    reading('sops', '7', '2026-11-26T08:00:00Z')
  ]
})

let env: TestEnvironment
function start(acknowledgements: unknown[]) {
  env = configureTestCrewPortal({
    fetch: fakeApi({
      'GET /trainingevents/evt-read': event,
      'GET /precheckin/evt-read': { ...examplePreCheckIn, eventId: 'evt-read' },
      'GET /reservationdocuments/tsa': json({ message: 'none' }, 404),
      'GET /reading/acknowledgements': acknowledgements
    })
  })
}

afterEach(() => {
  cleanup()
  delete (window as { __hacked?: unknown }).__hacked
})

describe('the pre-check-in of an event that requires reading', () => {
  it('shows what is still to read, each linking to its page', async () => {
    start([{ documentId: 'sops', version: '7', acknowledgedAt: '2026-11-19T10:00:00Z' }])
    renderPage(PreCheckInArea, '/pre-check-in/evt-read')
    const section = await waitFor(() => {
      const found = document.querySelector('section[aria-labelledby="pre-check-in-reading"]')
      expect(found ? textOf(found) : textOf()).toContain('1 of 3 read')
      return found as HTMLElement
    })
    expect([...section.querySelectorAll('li')].map((item) => textOf(item))).toEqual([
      `${HOSTILE} (version 54, due 26-11-2026)`,
      'Document qrh (version 2, was due 20-11-2026)'
    ])
    expect(link(HOSTILE, section).getAttribute('href')).toBe('/library/fcom')
    expect(section.querySelector('img')).toBeNull()
    expect((window as { __hacked?: unknown }).__hacked).toBeUndefined()
  })

  it('says nothing once all of it is read', async () => {
    start(
      event.requiredReading.map((item) => ({
        documentId: item.documentId,
        version: item.version,
        acknowledgedAt: '2026-11-19T10:00:00Z'
      }))
    )
    renderPage(PreCheckInArea, '/pre-check-in/evt-read')
    // Once the acknowledgements have answered, the page has all it shows.
    await waitFor(() =>
      expect(env.fetch.requests.map((request) => new URL(request.url).pathname)).toContain(
        '/api/v1/reading/acknowledgements'
      )
    )
    await settle()
    expect(textOf()).toContain('Pre-check-in:')
    expect(textOf()).not.toContain('Still to read')
  })
})

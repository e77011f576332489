import { exampleRequiredReading, trainingEventWith } from '@crew-portal/contract/fixtures'
import type { RequiredReading } from '@crew-portal/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { $authState, initAuth } from '../auth/store.ts'
import { logout } from '../session/logout.ts'
import { $trainingEvents, patchTrainingEvent } from '../training/store.ts'
import { configureTestCrewPortal, json } from '../test/index.ts'
import { followOfflineCopies, offlineCopiesWanted, type OfflineCopiesPort, type OfflineCopy } from './offline-copies.ts'
import { $offlineCopies, offlineCopyAddress, offlineCopyLink } from './offline-copy-link.ts'

const fcom = exampleRequiredReading
// The example event, requiring one document.
const exampleTrainingEvent = trainingEventWith({ requiredReading: [fcom] })
const reading = (url: string): RequiredReading => ({ ...fcom, url })
const now = new Date('2026-11-22T09:00:00Z')

describe('offlineCopiesWanted', () => {
  it('lists the required reading of an event not over, until the event ends', () => {
    expect(offlineCopiesWanted([exampleTrainingEvent], now)).toEqual([
      { url: fcom.url, until: new Date(exampleTrainingEvent.endDate).toISOString() }
    ])
  })

  it('drops the files of an event that is over, cancelled or completed', () => {
    const dueBy = (startDate: string) => [{ ...fcom, dueDate: startDate }]
    const over = trainingEventWith({
      startDate: '2026-11-01T08:00:00Z',
      endDate: '2026-11-05T17:00:00Z',
      requiredReading: dueBy('2026-11-01T08:00:00Z')
    })
    const endingNow = trainingEventWith({
      startDate: '2026-11-20T08:00:00Z',
      endDate: now.toISOString(),
      requiredReading: dueBy('2026-11-20T08:00:00Z')
    })
    const cancelled = trainingEventWith({ status: 'cancelled', requiredReading: [fcom] })
    const completed = trainingEventWith({ status: 'completed', requiredReading: [fcom] })
    expect(offlineCopiesWanted([over, endingNow, cancelled, completed], now)).toEqual([])
  })

  it('holds a file two events require until the later one ends, once', () => {
    const later = trainingEventWith({ id: 'later', endDate: '2027-01-10T17:00:00Z', requiredReading: [fcom] })
    expect(offlineCopiesWanted([exampleTrainingEvent, later], now)).toEqual([
      { url: fcom.url, until: '2027-01-10T17:00:00.000Z' }
    ])
  })

  it('keeps each version apart: the URL names it', () => {
    const older = fcom.url.replace('?v=54', '?v=53')
    const event = trainingEventWith({ requiredReading: [fcom, reading(older)] })
    expect(offlineCopiesWanted([event], now).map(({ url }) => url)).toEqual([older, fcom.url])
  })

  it('takes only https links the app may open', () => {
    const event = trainingEventWith({
      requiredReading: [
        reading('http://localhost:4282/files/a.pdf'),
        reading('javascript:alert(1)'),
        reading('https://files.example.com/b.pdf?v=1')
      ]
    })
    expect(offlineCopiesWanted([event], now)).toEqual([
      { url: 'https://files.example.com/b.pdf?v=1', until: '2026-12-04T17:00:00.000Z' }
    ])
  })

  it('is empty for events that require nothing', () => {
    expect(offlineCopiesWanted([trainingEventWith({ requiredReading: [] })], now)).toEqual([])
  })
})

describe('a required document’s link', () => {
  it('is the copy’s address on the app’s origin when the worker holds the file, else the file itself', () => {
    expect(offlineCopyAddress(fcom.url)).toBe(
      '/offline-copies/?u=https%3A%2F%2Flocalhost%3A4282%2Ffiles%2Fdoc-a320-fcom.pdf%3Fv%3D54'
    )
    expect(new URL(offlineCopyAddress(fcom.url), 'https://app.example').searchParams.get('u')).toBe(fcom.url)
    expect(offlineCopyLink([fcom.url], fcom.url)).toBe(offlineCopyAddress(fcom.url))
    expect(offlineCopyLink([fcom.url.replace('?v=54', '?v=53')], fcom.url)).toBe(fcom.url)
    expect(offlineCopyLink([], fcom.url)).toBe(fcom.url)
  })

  it('compares a link as the worker’s cache spells it (the URL parser’s form)', () => {
    const link = 'https://Files.Example.com/b.pdf?v=1'
    const event = trainingEventWith({ requiredReading: [reading(link)] })
    const [copy] = offlineCopiesWanted([event], now)
    expect(copy?.url).toBe('https://files.example.com/b.pdf?v=1')
    expect(offlineCopyLink([copy?.url ?? ''], link)).toBe(offlineCopyAddress('https://files.example.com/b.pdf?v=1'))
  })
})

describe('followOfflineCopies', () => {
  let stop: (() => void) | undefined
  let stored: OfflineCopy[][]
  let events: unknown

  function port(overrides: Partial<OfflineCopiesPort> = {}): OfflineCopiesPort & { forgotten: number } {
    const result = {
      forgotten: 0,
      held: async () => ['https://localhost:4282/files/old.pdf?v=1'],
      store: async (copies: OfflineCopy[]) => {
        stored.push(copies)
        return copies.map(({ url }) => url)
      },
      forget: async () => {
        result.forgotten += 1
      },
      ...overrides
    }
    return result
  }

  beforeEach(() => {
    stored = []
    events = [exampleTrainingEvent]
    configureTestCrewPortal({ now: now.toISOString(), fetch: () => json(events) })
    $offlineCopies.set([])
  })

  afterEach(() => {
    stop?.()
    stop = undefined
  })

  it('shows what the cache holds, then hands the worker the list once signed in, and shows what it holds', async () => {
    const signedOut = port()
    $authState.set('signedOut')
    stop = followOfflineCopies(signedOut)
    await expect.poll(() => $offlineCopies.get()).toEqual(['https://localhost:4282/files/old.pdf?v=1'])
    expect(stored).toEqual([])
    initAuth()
    await expect.poll(() => stored).toEqual([[{ url: fcom.url, until: '2026-12-04T17:00:00.000Z' }]])
    await expect.poll(() => $offlineCopies.get()).toEqual([fcom.url])
  })

  it('hands an unchanged list over once', async () => {
    initAuth()
    stop = followOfflineCopies(port())
    await expect.poll(() => $offlineCopies.get()).toEqual([fcom.url])
    // The events' query answers again (a save patched an event): the same files, nothing to hand over.
    patchTrainingEvent(exampleTrainingEvent.id, { preCheckInStatus: 'done' })
    expect($trainingEvents.get().data?.[0]?.preCheckInStatus).toBe('done')
    expect(stored).toHaveLength(1)
  })

  it('hands nothing over while the events fail to load (the copies stay)', async () => {
    events = { not: 'a list' }
    initAuth()
    stop = followOfflineCopies(port())
    await expect.poll(() => $offlineCopies.get()).toEqual(['https://localhost:4282/files/old.pdf?v=1'])
    expect(stored).toEqual([])
  })

  it('a worker that fails leaves the mark as it was', async () => {
    initAuth()
    stop = followOfflineCopies(port({ store: () => Promise.reject(new Error('no worker')) }))
    await expect.poll(() => $offlineCopies.get()).toEqual(['https://localhost:4282/files/old.pdf?v=1'])
  })
})

describe('the logout', () => {
  it('deletes the offline copies, and a page that starts signed out leaves them', async () => {
    configureTestCrewPortal({ now: now.toISOString(), fetch: () => new Response(null, { status: 204 }) })
    $authState.set('signedOut')
    let forgotten = 0
    const stop = followOfflineCopies({
      held: async () => ['https://localhost:4282/files/old.pdf?v=1'],
      store: async () => [],
      forget: async () => {
        forgotten += 1
      }
    })
    await expect.poll(() => $offlineCopies.get()).toHaveLength(1)
    expect(forgotten).toBe(0)
    initAuth()
    await logout()
    stop()
    expect(forgotten).toBe(1)
    expect($offlineCopies.get()).toEqual([])
  })
})

// The file around the text: the text itself is the contract's trainingCalendar, tested there.
import { describe, expect, it } from 'vitest'
import { trainingEventWith } from '@crew-portal/contract/fixtures'
import { configureTestCrewPortal } from '../test/index.ts'
import { icsFileName, trainingEventCalendarFile } from './ics.ts'

describe('trainingEventCalendarFile', () => {
  it('is the event as iCalendar, stamped now, linking to its page in this app', () => {
    configureTestCrewPortal({ now: new Date('2026-11-22T09:00:00Z'), href: 'https://crew.example/training/evt-bat-1' })
    const file = trainingEventCalendarFile(trainingEventWith())
    expect(file).toMatchObject({
      fileName: 'training-a320-type-rating-2026-11-27.ics',
      mediaType: 'text/calendar; charset=utf-8'
    })
    expect(file.text).toContain('\r\nDTSTAMP:20261122T090000Z\r\n')
    expect(file.text).toContain('\r\nURL:https://crew.example/training/evt-bat-1\r\n')
  })
})

describe('icsFileName', () => {
  it('is a safe slug with the start day', () => {
    expect(icsFileName(trainingEventWith())).toBe('training-a320-type-rating-2026-11-27.ics')
    expect(icsFileName(trainingEventWith({ programName: '../../Ünsafe <name>' }))).toBe(
      'training-unsafe-name-2026-11-27.ics'
    )
    expect(icsFileName(trainingEventWith({ programName: '東京' }))).toBe('training-event-2026-11-27.ics')
  })
})

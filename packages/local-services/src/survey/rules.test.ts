import { describe, expect, it } from 'vitest'
import { answerEnvelope, cookieString, decideSurvey, parseCookies, readConfig } from './rules.ts'

const NOW = Date.UTC(2026, 0, 10)
const cookies = (text: string) => parseCookies(text)
const auto = readConfig(new URLSearchParams('autoAfter=3&snoozeDays=30'))
const off = readConfig(new URLSearchParams(''))

describe('decideSurvey', () => {
  it('pops up when the user asked (isBtnSatisfactionSurvey=1), setting HasPoppedUp and SurveyShown', () => {
    expect(decideSurvey(cookies('isBtnSatisfactionSurvey=1; HasPoppedUp=0; SurveyShown=0'), off, NOW)).toEqual({
      show: 'manual',
      writes: { HasPoppedUp: '1', SurveyShown: '1' }
    })
  })

  it('asks even while an automatic pop-up is snoozed', () => {
    expect(decideSurvey(cookies(`isBtnSatisfactionSurvey=1; SurveySnoozeUntil=${NOW + 1}`), auto, NOW).show).toBe(
      'manual'
    )
  })

  it('never pops up twice for one navigation (SurveyShown=1 until the app resets it)', () => {
    expect(decideSurvey(cookies('isBtnSatisfactionSurvey=1; SurveyShown=1'), auto, NOW)).toEqual({
      show: undefined,
      writes: {}
    })
  })

  it('does not pop up by itself unless the script URL opts in (autoAfter)', () => {
    expect(decideSurvey(cookies('isBtnSatisfactionSurvey=0; SurveyVisits=99'), off, NOW)).toEqual({
      show: undefined,
      writes: {}
    })
  })

  it('counts router-triggered loads and pops up on the autoAfter-th, then snoozes', () => {
    expect(decideSurvey(cookies('isBtnSatisfactionSurvey=0'), auto, NOW)).toEqual({
      show: undefined,
      writes: { SurveyVisits: '1' }
    })
    expect(decideSurvey(cookies('SurveyVisits=1'), auto, NOW)).toEqual({
      show: undefined,
      writes: { SurveyVisits: '2' }
    })
    expect(decideSurvey(cookies('SurveyVisits=2'), auto, NOW)).toEqual({
      show: 'router',
      writes: {
        HasPoppedUp: '1',
        SurveyShown: '1',
        SurveyVisits: '0',
        SurveySnoozeUntil: String(NOW + 30 * 86_400_000)
      }
    })
    expect(decideSurvey(cookies(`SurveyVisits=5; SurveySnoozeUntil=${NOW + 1}`), auto, NOW)).toEqual({
      show: undefined,
      writes: {}
    })
  })

  it('treats tampered cookie values as absent', () => {
    expect(decideSurvey(cookies('SurveyVisits=-5; SurveySnoozeUntil=<script>'), auto, NOW).writes).toEqual({
      SurveyVisits: '1'
    })
  })
})

describe('cookie text', () => {
  it('reads the first occurrence of each name', () => {
    expect([...parseCookies(' a=1; b = 2;a=3; junk; =x')]).toEqual([
      ['a', '1'],
      ['b', '2']
    ])
  })

  it('writes path-wide SameSite=Lax cookies, lasting only for the survey’s own memory', () => {
    expect(cookieString('HasPoppedUp', '1', true)).toBe('HasPoppedUp=1; Path=/; SameSite=Lax; Secure')
    expect(cookieString('SurveyVisits', '2', false)).toBe('SurveyVisits=2; Path=/; SameSite=Lax; Max-Age=31536000')
  })

  it('reads a bounded configuration from the script URL', () => {
    expect(readConfig(new URLSearchParams('autoAfter=abc&snoozeDays=999999'))).toEqual({
      autoAfter: 0,
      snoozeDays: 3650
    })
  })
})

it('posts the answer as an Application Insights custom event', () => {
  const envelope = answerEnvelope(
    { rating: 4, comment: 'x'.repeat(1200), trigger: 'manual', page: '/training' },
    new Date(NOW)
  )
  expect(envelope).toMatchObject({
    name: 'Microsoft.ApplicationInsights.Event',
    data: {
      baseType: 'EventData',
      baseData: {
        name: 'SatisfactionSurveySubmitted',
        properties: { rating: '4', trigger: 'manual', page: '/training' }
      }
    }
  })
  expect(JSON.stringify(envelope)).not.toContain('x'.repeat(1001))
})

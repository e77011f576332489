import { atom } from 'nanostores'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetCrewPortal } from '../environment/configure.ts'
import { configureTestCrewPortal } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { SURVEY_EVENTS, followNavigation, onNavigationEnd, openSatisfactionSurvey, startSurveyPoll } from './index.ts'

const SCRIPT = 'https://survey.test/survey.js'
let env: TestEnvironment

beforeEach(() => {
  env = configureTestCrewPortal()
})

describe('openSatisfactionSurvey', () => {
  it('resets the survey cookies, sets its own cookie to 1 and loads the survey', async () => {
    env.cookieValues.set('HasPoppedUp', '1')
    await openSatisfactionSurvey()
    expect(env.cookieValues.get('HasPoppedUp')).toBe('0')
    expect(env.cookieValues.get('isBtnSatisfactionSurvey')).toBe('1')
    expect(env.loadedScripts).toEqual([SCRIPT])
  })

  it.each([
    'data:text/javascript,alert(1)',
    ' javascript:alert(1)',
    'http://survey.test/survey.js',
    '//evil.test/survey.js'
  ])('never loads a survey script whose address fails the link rule (%j), and logs it', async (scriptUrl) => {
    env = configureTestCrewPortal({ settings: { survey: { scriptUrl } } })
    await openSatisfactionSurvey()
    expect(env.loadedScripts).toEqual([])
    expect(env.telemetry.records).toMatchObject([{ kind: 'exception', properties: { source: 'survey' } }])
  })

  it('logs a survey that cannot load, without failing', async () => {
    env.loadScript = async () => {
      throw new Error('blocked by the browser')
    }
    await expect(openSatisfactionSurvey()).resolves.toBeUndefined()
    expect(env.telemetry.records).toMatchObject([
      { kind: 'exception', name: 'blocked by the browser', properties: { source: 'survey' } }
    ])
  })
})

describe('onNavigationEnd', () => {
  it('resets every survey cookie to 0 and reloads the survey', async () => {
    await openSatisfactionSurvey()
    env.cookieValues.set('HasPoppedUp', '1')
    await onNavigationEnd()
    expect(env.cookieValues.get('isBtnSatisfactionSurvey')).toBe('0')
    expect(env.cookieValues.get('HasPoppedUp')).toBe('0')
    expect(env.loadedScripts).toEqual([SCRIPT, SCRIPT])
  })
})

describe('followNavigation', () => {
  it('loads the survey for the page the app opens on, then at each new path, once per path', async () => {
    const page = atom<{ path: string } | undefined>(undefined)
    const stop = followNavigation(page)
    expect(env.loadedScripts).toEqual([])
    page.set({ path: '/training' })
    await Promise.resolve()
    // The first page counts: after sign-in and after a reload there is no "change" to listen for.
    expect(env.loadedScripts).toEqual([SCRIPT])
    page.set({ path: '/training' })
    page.set({ path: '/library' })
    await Promise.resolve()
    expect(env.loadedScripts).toEqual([SCRIPT, SCRIPT])
    stop()
    page.set({ path: '/access-pass' })
    await Promise.resolve()
    expect(env.loadedScripts).toHaveLength(2)
  })

  it('counts a router that already stands on a page when it is followed', async () => {
    followNavigation(atom({ path: '/training' }))
    await Promise.resolve()
    expect(env.loadedScripts).toEqual([SCRIPT])
    expect(env.cookieValues.get('HasPoppedUp')).toBe('0')
  })
})

describe('startSurveyPoll', () => {
  it('logs a manually requested pop-up within 1000 ms and resets the cookie', async () => {
    startSurveyPoll()
    await openSatisfactionSurvey()
    env.cookieValues.set('HasPoppedUp', '1')
    env.clock.advance(999)
    expect(env.telemetry.events()).toEqual([])
    env.clock.advance(1)
    expect(env.telemetry.records).toMatchObject([
      { kind: 'event', name: SURVEY_EVENTS.manual, properties: { trigger: 'manual' } }
    ])
    expect(env.cookieValues.get('HasPoppedUp')).toBe('0')
    env.clock.advance(5000)
    expect(env.telemetry.events()).toHaveLength(1)
  })

  it('logs a router-triggered pop-up under its own name', async () => {
    startSurveyPoll()
    await onNavigationEnd()
    env.cookieValues.set('HasPoppedUp', '1')
    env.clock.advance(1000)
    expect(env.telemetry.events()).toEqual([SURVEY_EVENTS.router])
    expect(SURVEY_EVENTS.router).not.toBe(SURVEY_EVENTS.manual)
  })

  it('logs nothing for any other cookie value', () => {
    startSurveyPoll()
    for (const value of ['0', '', '01', 'true', ' 1']) {
      env.cookieValues.set('HasPoppedUp', value)
      env.clock.advance(1000)
    }
    expect(env.telemetry.events()).toEqual([])
  })

  it('checks every second, logging each new pop-up', () => {
    startSurveyPoll()
    env.cookieValues.set('HasPoppedUp', '1')
    env.clock.advance(1000)
    env.cookieValues.set('HasPoppedUp', '1')
    env.clock.advance(1000)
    expect(env.telemetry.events()).toEqual([SURVEY_EVENTS.router, SURVEY_EVENTS.router])
  })

  it('stops when disposed, and disposing twice is harmless', () => {
    const stop = startSurveyPoll()
    expect(env.clock.pending()).toBe(1)
    stop()
    stop()
    expect(env.clock.pending()).toBe(0)
    env.cookieValues.set('HasPoppedUp', '1')
    env.clock.advance(3000)
    expect(env.telemetry.events()).toEqual([])
  })

  it('stops when the core is configured again', () => {
    startSurveyPoll()
    resetCrewPortal()
    expect(env.clock.pending()).toBe(0)
  })
})

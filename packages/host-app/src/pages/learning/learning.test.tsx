import { courseWareProgressSlice } from '@crew-portal/core'
import type { CoursewareProgress } from '@crew-portal/contract'
import { configureTestCrewPortal } from '@crew-portal/core/test'
import type { TestEnvironment } from '@crew-portal/core/test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, json, pending } from '../../test/api.ts'
import type { ApiRoutes } from '../../test/api.ts'
import { button, cleanup, click, link, renderPage, textOf, waitFor } from '../../test/render.tsx'
import { Page as LearningArea } from './index.tsx'

function course(
  overrides: Partial<CoursewareProgress> & Pick<CoursewareProgress, 'coursewareId' | 'title'>
): CoursewareProgress {
  return {
    percent: 0,
    lastLocation: null,
    updatedAt: null,
    launchUrl: `https://courses.test/${overrides.coursewareId}/`,
    eventId: null,
    ...overrides
  }
}

const systems = course({
  coursewareId: 'cw-systems',
  title: 'A320 Systems',
  percent: 45,
  lastLocation: 'module-3/lesson-2',
  updatedAt: '2026-11-20T19:05:00Z',
  eventId: 'evt-bat-1'
})
const performance = course({
  coursewareId: 'cw-perf',
  title: 'Performance',
  percent: 20,
  lastLocation: 'module-1',
  updatedAt: '2026-11-10T08:00:00Z'
})
const crm = course({ coursewareId: 'cw-crm', title: 'Crew resource management' })
const done = course({
  coursewareId: 'cw-done',
  title: 'Dangerous goods',
  percent: 100,
  lastLocation: 'end',
  updatedAt: '2026-10-01T08:00:00Z'
})

let env: TestEnvironment
function start(routes: ApiRoutes): void {
  env = configureTestCrewPortal({ fetch: fakeApi(routes) })
}
const heading = () => document.querySelector('h1')?.textContent
const resumeCard = () => document.querySelector('.learning-resume') ?? document.createElement('div')
const facts = () =>
  [...document.querySelectorAll('dl > div')].map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`
  )
const progressOf = (title: string) =>
  document.querySelector<HTMLProgressElement>(`progress[aria-label="${title} progress"]`)

beforeEach(() => start({ 'GET /courseware': [performance, crm, systems, done] }))
afterEach(cleanup)

describe('the learning page', () => {
  it('shows loading, then each course with a labelled progress bar', async () => {
    start({ 'GET /courseware': pending })
    renderPage(LearningArea, '/learning')
    expect(heading()).toBe('Learning')
    expect(document.querySelector('[role="status"]')?.textContent).toContain('Loading your courseware')
    cleanup()

    start({ 'GET /courseware': [performance, crm, systems, done] })
    renderPage(LearningArea, '/learning')
    await waitFor(() => expect(document.querySelectorAll('.learning-list > li')).toHaveLength(4))
    expect(document.querySelectorAll('h1')).toHaveLength(1)
    expect(progressOf('A320 Systems')?.value).toBe(45)
    expect(progressOf('A320 Systems')?.max).toBe(100)
    expect(progressOf('Dangerous goods')?.value).toBe(100)
    const list = document.querySelector('.learning-list') as Element
    expect(textOf(list)).toContain('45% complete')
    expect(textOf(list)).toContain('Not started')
    expect(textOf(list)).toContain('Completed')
    expect(link('A320 Systems', list).getAttribute('href')).toBe('/learning/cw-systems')
  })

  it('resumes the course touched last, where it was left', async () => {
    renderPage(LearningArea, '/learning')
    await waitFor(() => expect(textOf(resumeCard())).toContain('Continue where you left offA320 Systems'))
    const card = resumeCard()
    const resume = link(/^Resume/, card)
    expect(resume.getAttribute('href')).toBe('https://courses.test/cw-systems/?resume=module-3%2Flesson-2')
    expect(resume.getAttribute('rel')).toBe('noopener')
  })

  it('offers to start when nothing is in progress, and says well done when all is complete', async () => {
    start({ 'GET /courseware': [crm, done] })
    renderPage(LearningArea, '/learning')
    await waitFor(() =>
      expect(link(/^Start/, document.querySelector('.learning-resume') as Element).getAttribute('href')).toBe(
        'https://courses.test/cw-crm/'
      )
    )
    cleanup()

    start({ 'GET /courseware': [done] })
    renderPage(LearningArea, '/learning')
    await waitFor(() => expect(textOf()).toContain('You have completed all your courseware.'))
  })

  it('says when there is no courseware yet', async () => {
    start({ 'GET /courseware': [] })
    renderPage(LearningArea, '/learning')
    await waitFor(() => expect(textOf()).toContain('You have no courseware yet.'))
  })

  it('shows a failed load in words with a way to try again', async () => {
    let fail = true
    start({ 'GET /courseware': () => (fail ? json({ message: 'boom' }, 503) : json([crm])) })
    renderPage(LearningArea, '/learning')
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong.')
    )
    fail = false
    click(button('Try again'))
    await waitFor(() => expect(progressOf('Crew resource management')).not.toBeNull())
  })

  it('renders hostile titles as text', async () => {
    start({
      'GET /courseware': [
        { ...systems, title: '<img src=x onerror=alert(1)>', lastLocation: '<script>alert(1)</script>' }
      ]
    })
    renderPage(LearningArea, '/learning')
    await waitFor(() => expect(textOf()).toContain('<img src=x onerror=alert(1)>'))
    expect(document.querySelector('img, script')).toBeNull()
  })
})

describe('a course', () => {
  it('shows where the crew member left off and the resume link', async () => {
    renderPage(LearningArea, '/learning/cw-systems')
    await waitFor(() => expect(heading()).toBe('A320 Systems'))
    expect(facts()).toEqual(['Where you left off: module-3/lesson-2', 'Last studied: 20-11-2026'])
    expect(link(/^Resume/).getAttribute('href')).toBe('https://courses.test/cw-systems/?resume=module-3%2Flesson-2')
    expect(link('See the training event for this course').getAttribute('href')).toBe('/training/evt-bat-1')
    expect(link('Back to learning').getAttribute('href')).toBe('/learning')
  })

  it('marks the course completed through the progress PUT and keeps the slice in step', async () => {
    let body: unknown
    start({
      'GET /courseware': [systems],
      'PUT /courseware/cw-systems/progress': async (request: Request) => {
        body = await request.json()
        return json({ ...systems, percent: 100, updatedAt: '2026-11-22T09:00:00Z' })
      }
    })
    renderPage(LearningArea, '/learning/cw-systems')
    await waitFor(() => expect(heading()).toBe('A320 Systems'))
    click(button('Mark as completed'))
    await waitFor(() => expect(document.querySelector('.learning-save')?.textContent).toBe('Marked as completed.'))
    expect(body).toEqual({ percent: 100, lastLocation: 'module-3/lesson-2' })
    expect(progressOf('A320 Systems')?.value).toBe(100)
    expect(() => button('Mark as completed')).toThrow()
    expect(courseWareProgressSlice.get()).toEqual([
      { coursewareId: 'cw-systems', percent: 100, lastLocation: 'module-3/lesson-2', updatedAt: '2026-11-22T09:00:00Z' }
    ])
  })

  it('keeps the progress in the CourseWareProgress session slice when the PUT fails', async () => {
    start({ 'GET /courseware': [systems], 'PUT /courseware/cw-systems/progress': () => json({ message: 'down' }, 500) })
    renderPage(LearningArea, '/learning/cw-systems')
    await waitFor(() => expect(heading()).toBe('A320 Systems'))
    click(button('Mark as completed'))
    await waitFor(() => expect(document.querySelector('.learning-save')?.textContent).toContain('kept on this device'))
    expect(courseWareProgressSlice.get()).toContainEqual(
      expect.objectContaining({ coursewareId: 'cw-systems', percent: 100 })
    )
    expect([...env.sessionStorage.data.keys()].some((key) => key.includes('CourseWareProgress'))).toBe(true)
  })

  it('says when the course is not in the crew member’s courseware', async () => {
    renderPage(LearningArea, '/learning/cw-unknown')
    await waitFor(() => expect(heading()).toBe('Course not found'))
    expect(link('Back to learning').getAttribute('href')).toBe('/learning')
  })
})

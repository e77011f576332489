import { describe, expect, it } from 'vitest'
import { exampleCourseware } from '@crew-portal/contract/fixtures'
import type { CoursewareProgress } from '@crew-portal/contract'
import { coursewareState, mergeLocalProgress, resumeTarget, resumeUrl, toProgressEntries } from './progress.ts'

const course = (coursewareId: string, overrides: Partial<CoursewareProgress> = {}): CoursewareProgress => ({
  ...exampleCourseware,
  coursewareId,
  launchUrl: `https://localhost:4282/courseware/${coursewareId}/`,
  ...overrides
})
const fresh = course('fresh', { percent: 0, lastLocation: null, updatedAt: null })
const done = course('done', { percent: 100, lastLocation: 'end', updatedAt: '2026-11-21T00:00:00Z' })
const older = course('older', { percent: 30, lastLocation: 'm1', updatedAt: '2026-11-01T00:00:00Z' })
const recent = course('recent', { percent: 60, lastLocation: 'm2/l 3&x', updatedAt: '2026-11-20T00:00:00Z' })

describe('coursewareState', () => {
  it('reads not started, in progress and completed', () => {
    expect(coursewareState(fresh)).toBe('not-started')
    expect(coursewareState(older)).toBe('in-progress')
    expect(coursewareState(course('opened', { percent: 0, lastLocation: 'intro' }))).toBe('in-progress')
    expect(coursewareState(done)).toBe('completed')
  })
})

describe('resumeTarget', () => {
  it('continues the courseware in progress touched last, at its location', () => {
    const target = resumeTarget([fresh, older, done, recent])
    expect(target?.courseware.coursewareId).toBe('recent')
    expect(target?.url).toBe('https://localhost:4282/courseware/recent/?resume=m2%2Fl+3%26x')
  })

  it('puts in-progress courseware without a date after dated ones', () => {
    const undated = course('undated', { percent: 10, lastLocation: 'm0', updatedAt: null })
    expect(resumeTarget([undated, older])?.courseware.coursewareId).toBe('older')
  })

  it('starts the first not-started one when none is in progress, and is null when all are done', () => {
    expect(resumeTarget([done, fresh])).toEqual({ courseware: fresh, url: fresh.launchUrl })
    expect(resumeTarget([done])).toBeNull()
    expect(resumeTarget([])).toBeNull()
  })

  it('opens a completed courseware at its start', () => {
    expect(resumeUrl(done)).toBe(done.launchUrl)
  })
})

describe('local progress', () => {
  it('prefers a newer local position over the server copy, never an older one', () => {
    const local = [
      { coursewareId: 'older', percent: 40, lastLocation: 'm1/l2', updatedAt: '2026-11-10T00:00:00Z' },
      { coursewareId: 'recent', percent: 10, lastLocation: 'stale', updatedAt: '2026-11-02T00:00:00Z' },
      { coursewareId: 'fresh', percent: 5, lastLocation: 'intro', updatedAt: '2026-11-03T00:00:00Z' }
    ]
    const merged = mergeLocalProgress([older, recent, fresh], local)
    expect(merged[0]).toMatchObject({ percent: 40, lastLocation: 'm1/l2', updatedAt: '2026-11-10T00:00:00Z' })
    expect(merged[1]).toBe(recent)
    expect(merged[2]).toMatchObject({ percent: 5, lastLocation: 'intro' })
  })

  it('keeps only courseware with a position in the slice copy', () => {
    expect(toProgressEntries([fresh, older]).map((entry) => entry.coursewareId)).toEqual(['older'])
  })
})

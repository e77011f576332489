// Decisions behind the learning page, as pure functions over the courseware list.
import type { CoursewareProgress } from '@crew-portal/contract'
import type { CourseWareProgressEntry } from '../persist/slices.ts'

export type CoursewareState = 'not-started' | 'in-progress' | 'completed'

export function coursewareState(courseware: CoursewareProgress): CoursewareState {
  if (courseware.percent >= 100) return 'completed'
  if (courseware.percent > 0 || courseware.lastLocation) return 'in-progress'
  return 'not-started'
}

/** The launch URL that reopens the courseware where it was left (`resume=<location>`). */
export function resumeUrl(courseware: CoursewareProgress): string {
  if (!courseware.lastLocation || coursewareState(courseware) === 'completed') return courseware.launchUrl
  const url = new URL(courseware.launchUrl)
  url.searchParams.set('resume', courseware.lastLocation)
  return url.href
}

export interface ResumeTarget {
  courseware: CoursewareProgress
  url: string
}

const updatedTime = (courseware: CoursewareProgress) =>
  courseware.updatedAt ? Date.parse(courseware.updatedAt) : -Infinity

/**
 * "Continue where you left off": the courseware in progress that was touched last; with none in
 * progress, the first not started; null when everything is done (or there is nothing).
 */
export function resumeTarget(list: readonly CoursewareProgress[]): ResumeTarget | null {
  const inProgress = list
    .filter((item) => coursewareState(item) === 'in-progress')
    .sort((a, b) => updatedTime(b) - updatedTime(a))
  const target = inProgress[0] ?? list.find((item) => coursewareState(item) === 'not-started')
  return target ? { courseware: target, url: resumeUrl(target) } : null
}

/**
 * Progress saved on this device while the API could not take it (the CourseWareProgress slice)
 * wins over the server's copy when it is newer.
 */
export function mergeLocalProgress(
  server: readonly CoursewareProgress[],
  local: readonly CourseWareProgressEntry[]
): CoursewareProgress[] {
  const byId = new Map(local.map((entry) => [entry.coursewareId, entry]))
  return server.map((item) => {
    const entry = byId.get(item.coursewareId)
    if (!entry || Date.parse(entry.updatedAt) <= updatedTime(item)) return item
    return { ...item, percent: entry.percent, lastLocation: entry.lastLocation, updatedAt: entry.updatedAt }
  })
}

/** The slice's copy of the list: only courseware that has a position to resume from. */
export function toProgressEntries(list: readonly CoursewareProgress[]): CourseWareProgressEntry[] {
  return list.flatMap((item) =>
    item.lastLocation !== null && item.updatedAt !== null
      ? [
          {
            coursewareId: item.coursewareId,
            percent: item.percent,
            lastLocation: item.lastLocation,
            updatedAt: item.updatedAt
          }
        ]
      : []
  )
}

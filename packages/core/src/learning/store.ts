import { getCourseware } from '../api/calls.ts'
import { RequestValidationError } from '../http/errors.ts'
import { CoursewareListSchema, type CoursewareProgress } from '@crew-portal/contract'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { courseWareProgressSlice } from '../persist/slices.ts'
import { saveWrite } from '../outbox/save.ts'
import { outboxStateWiring } from '../outbox/state.ts'
import { cachedQueryData, createQuery, queryWiring, setQueryData } from '../query/query.ts'
import { mergeLocalProgress, toProgressEntries } from './progress.ts'

export const COURSEWARE_KEY = 'courseware'

/** The courseware's answers, with the positions this device stored for the session (CourseWareProgress). */
export const learningWiring: Wiring = { after: [queryWiring, courseWareProgressSlice.wiring, outboxStateWiring] }

/** The crew member's courseware with progress, the device's newer positions merged in: `{ data, error, loading }`. */
export const $courseware = createQuery<CoursewareProgress[]>(
  COURSEWARE_KEY,
  async (call) => {
    const list = mergeLocalProgress(await getCourseware(call), courseWareProgressSlice.get())
    courseWareProgressSlice.set(toProgressEntries(list))
    return list
  },
  { keep: CoursewareListSchema }
)

function replace(list: readonly CoursewareProgress[], updated: CoursewareProgress): CoursewareProgress[] {
  return list.map((item) => (item.coursewareId === updated.coursewareId ? updated : item))
}

/**
 * Records where the crew member is. Saved to the API; offline, put in the outbox for the API once
 * the network is back (R-OUTBOX-1). Whenever the API has not taken it, it is also stored in the
 * session's CourseWareProgress slice so that resuming still works and the next load prefers it.
 * Returns whether the API took it now.
 */
export async function recordCoursewareProgress(
  coursewareId: string,
  percent: number,
  lastLocation: string
): Promise<boolean> {
  const cached = cachedQueryData<CoursewareProgress[]>(COURSEWARE_KEY)
  const list = cached ?? []
  const known = list.find((item) => item.coursewareId === coursewareId)
  const keepOnDevice = (): false => {
    const local = { coursewareId, percent, lastLocation, updatedAt: getEnvironment().now().toISOString() }
    courseWareProgressSlice.set([
      ...courseWareProgressSlice.get().filter((entry) => entry.coursewareId !== coursewareId),
      local
    ])
    if (known)
      setQueryData(COURSEWARE_KEY, replace(list, { ...known, percent, lastLocation, updatedAt: local.updatedAt }))
    return false
  }
  let outcome
  try {
    outcome = await saveWrite({ kind: 'coursewareProgress', target: { coursewareId }, body: { percent, lastLocation } })
  } catch (error) {
    // A value the API would refuse is the caller's bug, not a network problem: say so.
    if (error instanceof RequestValidationError) throw error
    // Logged by http; keep the position on this device.
    return keepOnDevice()
  }
  if (outcome.status === 'queued') return keepOnDevice()
  const saved = outcome.answer
  if (cached) setQueryData(COURSEWARE_KEY, replace(list, saved))
  courseWareProgressSlice.set(toProgressEntries(replace(list, saved)))
  return true
}

// The learning pages: `/learning` and `/learning/:courseId`.
import { computed } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'
import type { CoursewareProgress } from '@crew-portal/contract'
import { resumeTarget } from '../learning/progress.ts'
import type { ResumeTarget } from '../learning/progress.ts'
import { $courseware, learningWiring } from '../learning/store.ts'
import { RouteName } from '../routes/table.ts'
import { routeParam } from '../routes/router.ts'
import { pageOf, retryFailedOnNavigation } from './model.ts'
import type { PageModel } from './model.ts'

export const learningPageWiring: Wiring = { after: [learningWiring] }

export interface LearningView {
  courseware: readonly CoursewareProgress[]
  /** Where "Continue" takes the crew member; null when everything is done. */
  resume: ResumeTarget | null
}

/** `/learning`: the crew member's courseware with progress, and the one to carry on with. */
export const $learningPage = computed($courseware, (state): PageModel<LearningView> =>
  pageOf(state, $courseware.refetch, (courseware) => ({ courseware, resume: resumeTarget(courseware) }))
)

const $courseId = routeParam([RouteName.learningCourse], 'courseId')

export const COURSE_NOT_FOUND_MESSAGE = 'This course is not in your courseware. It may have been withdrawn or replaced.'

/** `/learning/:courseId`: one course of the courseware; one not in it is not found. */
export const $coursePage = computed([$courseware, $courseId], (state, courseId): PageModel<CoursewareProgress> => {
  const page = pageOf(state, $courseware.refetch, (courseware) =>
    courseware.find((course) => course.coursewareId === courseId)
  )
  if (page.status !== 'ready') return page
  if (!page.value) return { status: 'notFound', message: COURSE_NOT_FOUND_MESSAGE }
  return { ...page, value: page.value }
})

retryFailedOnNavigation($learningPage, [$courseware])
retryFailedOnNavigation($coursePage, [$courseware])

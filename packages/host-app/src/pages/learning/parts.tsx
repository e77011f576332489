import { RouteName, coursewareState, pathTo } from '@crew-portal/core'
import type { CoursewareProgress, CoursewareState } from '@crew-portal/core'

export function coursePath(courseId: string): string {
  return pathTo(RouteName.learningCourse, { courseId })
}

export function learningPath(): string {
  return pathTo(RouteName.learning)
}

const STATE_LABELS: Record<CoursewareState, (percent: number) => string> = {
  'not-started': () => 'Not started',
  'in-progress': (percent) => `${percent}% complete`,
  completed: () => 'Completed'
}

export function stateLabel(course: CoursewareProgress): string {
  return STATE_LABELS[coursewareState(course)](course.percent)
}

/** What the launch link says: start, carry on, or look again. */
export function launchLabel(course: CoursewareProgress): string {
  const state = coursewareState(course)
  return state === 'not-started' ? 'Start' : state === 'completed' ? 'Review' : 'Resume'
}

/** A native progress bar named after its course, with the words beside it for those who do not see the bar. */
export function CourseProgress({ course }: { course: CoursewareProgress }) {
  return (
    <div className="learning-progress">
      <progress max={100} value={course.percent} aria-label={`${course.title} progress`} />
      <span className="learning-progress__label">{stateLabel(course)}</span>
    </div>
  )
}

/** Opens the courseware where it was left; it is another site, so a new tab keeps the portal open. */
export function LaunchLink({ course, href, className = '' }: { course: CoursewareProgress; href: string; className?: string }) {
  return (
    <a className={`page-link-button ${className}`} href={href} target="_blank" rel="noopener">
      {launchLabel(course)}
      <span className="visually-hidden">
        {' '}
        {course.title} (opens in a new tab)
      </span>
    </a>
  )
}

import { RouteName, coursewareState, pathTo, serverLinkUrl } from '@crew-portal/core'
import type { CoursewareState } from '@crew-portal/core'
import type { CoursewareProgress } from '@crew-portal/contract'

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

/**
 * Opens the courseware where it was left; it is another site, so a new tab keeps the portal open.
 * A launch URL that fails the core's link rule (https or this origin) gives words, not a link.
 */
export function LaunchLink({
  course,
  href: launchUrl,
  className = ''
}: {
  course: CoursewareProgress
  href: string
  className?: string
}) {
  const href = serverLinkUrl(launchUrl)
  if (!href) return <p className={className}>This course cannot be opened from here.</p>
  return (
    <a className={`page-link-button ${className}`} href={href} target="_blank" rel="noopener">
      {launchLabel(course)}
      <span className="visually-hidden"> {course.title} (opens in a new tab)</span>
    </a>
  )
}

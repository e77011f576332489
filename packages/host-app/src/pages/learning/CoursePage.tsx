import {
  $coursePage,
  RouteName,
  coursewareState,
  pathTo,
  recordCoursewareProgress,
  resumeUrl,
  trackException
} from '@crew-portal/core'
import type { CoursewareProgress } from '@crew-portal/contract'
import { DateText } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { EmptyState, PageLadder } from '../common/PageState.tsx'
import { CourseProgress, LaunchLink, learningPath } from './parts.tsx'

type SaveState = 'idle' | 'saving' | 'saved' | 'onDevice' | 'failed'

const SAVE_MESSAGES: Record<Exclude<SaveState, 'idle'>, string> = {
  saving: 'Saving…',
  saved: 'Marked as completed.',
  onDevice: 'We could not reach the server. Your progress is kept on this device for this session.',
  failed: 'Your progress could not be saved. Please try again.'
}

function BackLink() {
  return (
    <p className="learning-back">
      <a href={learningPath()}>Back to learning</a>
    </p>
  )
}

function MarkCompleted({ course }: { course: CoursewareProgress }) {
  const [save, setSave] = useState<SaveState>('idle')

  async function markCompleted(): Promise<void> {
    setSave('saving')
    try {
      // A finished course keeps its last position, so "Review" still opens where the crew member was.
      const saved = await recordCoursewareProgress(course.coursewareId, 100, course.lastLocation ?? 'completed')
      setSave(saved ? 'saved' : 'onDevice')
    } catch (error) {
      trackException(error, { source: 'learning-progress' })
      setSave('failed')
    }
  }

  return (
    <div className="learning-complete">
      {coursewareState(course) !== 'completed' ? (
        <button
          type="button"
          className="page-button page-button--secondary"
          disabled={save === 'saving'}
          onClick={() => void markCompleted()}
        >
          Mark as completed
        </button>
      ) : null}
      <p className="learning-save" role="status">
        {save === 'idle' ? '' : SAVE_MESSAGES[save]}
      </p>
    </div>
  )
}

/** `/learning/:courseId`: one course, where the crew member left it, and the way back in (the core's `$coursePage`). */
export function CoursePage() {
  const page = useStore($coursePage)
  if (page.status !== 'ready') {
    return (
      <div className="page page--narrow page-area learning-page">
        <h1>{page.status === 'notFound' ? 'Course not found' : 'Course'}</h1>
        <PageLadder
          page={page}
          loading="Loading the course…"
          notFound={(message) => (
            <EmptyState>
              <p>{message}</p>
            </EmptyState>
          )}
        >
          {() => null}
        </PageLadder>
        <BackLink />
      </div>
    )
  }
  const course = page.value

  return (
    <article className="page page--narrow page-area learning-page" aria-labelledby="learning-course-title">
      <h1 id="learning-course-title">{course.title}</h1>
      <section className="page-card" aria-label="Progress">
        <CourseProgress course={course} />
        <dl className="page-facts learning-facts">
          {course.lastLocation ? (
            <div>
              <dt>Where you left off</dt>
              <dd>{course.lastLocation}</dd>
            </div>
          ) : null}
          {course.updatedAt ? (
            <div>
              <dt>Last studied</dt>
              <dd>
                <DateText value={course.updatedAt} />
              </dd>
            </div>
          ) : null}
        </dl>
        <LaunchLink course={course} href={resumeUrl(course)} />
        <MarkCompleted key={course.coursewareId} course={course} />
      </section>
      {course.eventId ? (
        <p>
          <a href={pathTo(RouteName.trainingEvent, { eventId: course.eventId })}>
            See the training event for this course
          </a>
        </p>
      ) : null}
      <BackLink />
    </article>
  )
}

import { $courseware, $coursewareResume, loadCourseware } from '@crew-portal/core'
import { DateText } from '@crew-portal/widgets'
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { EmptyState, ErrorState, LoadingState } from '../common/PageState.tsx'
import { CourseProgress, LaunchLink, coursePath } from './parts.tsx'

function ResumeCard() {
  const resume = useStore($coursewareResume)
  if (!resume) {
    return (
      <section className="page-card learning-resume" aria-labelledby="learning-resume-title">
        <h2 id="learning-resume-title">All done</h2>
        <p>You have completed all your courseware. Well done.</p>
      </section>
    )
  }
  const { courseware, url } = resume
  return (
    <section className="page-card learning-resume" aria-labelledby="learning-resume-title">
      <h2 id="learning-resume-title">Continue where you left off</h2>
      <p className="learning-resume__title">{courseware.title}</p>
      <CourseProgress course={courseware} />
      <LaunchLink course={courseware} href={url} />
    </section>
  )
}

/** `/learning`: the crew member's courseware with progress, and the one to carry on with. */
export function LearningPage() {
  const state = useStore($courseware)

  useEffect(() => {
    void loadCourseware()
  }, [])

  let content
  if (!state.data && state.status === 'error') {
    content = <ErrorState message={state.error?.message ?? 'Your courseware could not be loaded.'} onRetry={() => void loadCourseware()} />
  } else if (!state.data) {
    content = <LoadingState label="Loading your courseware…" />
  } else if (state.data.length === 0) {
    content = (
      <EmptyState>
        <p>You have no courseware yet. Courses for your upcoming training appear here once they are assigned to you.</p>
      </EmptyState>
    )
  } else {
    content = (
      <>
        {state.status === 'error' ? (
          <p className="page-note" role="alert">
            Your courseware could not be refreshed: {state.error?.message}
          </p>
        ) : null}
        <ResumeCard />
        <section aria-labelledby="learning-list-title">
          <h2 id="learning-list-title">Your courseware</h2>
          <ul className="learning-list">
            {state.data.map((course) => (
              <li key={course.coursewareId} className="page-card">
                <a className="learning-list__title" href={coursePath(course.coursewareId)}>
                  {course.title}
                </a>
                <CourseProgress course={course} />
                {course.updatedAt ? (
                  <p className="learning-meta">
                    Last studied <DateText value={course.updatedAt} />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      </>
    )
  }

  return (
    <div className="page page-area learning-page">
      <h1>Learning</h1>
      {content}
    </div>
  )
}

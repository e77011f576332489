import { $learningPage, type ResumeTarget } from '@crew-portal/core'
import { DateText } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { EmptyState, PageLadder, RefreshNotice } from '../common/PageState.tsx'
import { CourseProgress, LaunchLink, coursePath } from './parts.tsx'

function ResumeCard({ resume }: { resume: ResumeTarget | null }) {
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

/** `/learning`: the crew member's courseware with progress, and the one to carry on with (the core's `$learningPage`). */
export function LearningPage() {
  const page = useStore($learningPage)
  return (
    <div className="page page-area learning-page">
      <h1>Learning</h1>
      <PageLadder page={page} loading="Loading your courseware…">
        {(view, ready) =>
          view.courseware.length === 0 ? (
            <EmptyState>
              <p>
                You have no courseware yet. Courses for your upcoming training appear here once they are assigned to
                you.
              </p>
            </EmptyState>
          ) : (
            <>
              <RefreshNotice message={ready.refreshError} onRetry={ready.retry} />
              <ResumeCard resume={view.resume} />
              <section aria-labelledby="learning-list-title">
                <h2 id="learning-list-title">Your courseware</h2>
                <ul className="learning-list">
                  {view.courseware.map((course) => (
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
      </PageLadder>
    </div>
  )
}

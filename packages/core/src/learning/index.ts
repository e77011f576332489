export { coursewareState, mergeLocalProgress, resumeTarget, resumeUrl, toProgressEntries } from './progress.ts'
export type { CoursewareState, ResumeTarget } from './progress.ts'
export { $courseware, $coursewareResume, loadCourseware, recordCoursewareProgress } from './store.ts'

export { coursewareState, mergeLocalProgress, resumeTarget, resumeUrl, toProgressEntries } from './progress.ts'
export type { CoursewareState, ResumeTarget } from './progress.ts'
export { $courseware, COURSEWARE_KEY, recordCoursewareProgress } from './store.ts'

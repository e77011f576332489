import type { PageProps } from '../types.ts'
import { CoursePage } from './CoursePage.tsx'
import { LearningPage } from './LearningPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './learning.css'

/** `/learning` (the crew member's courseware) and `/learning/:courseId` (one course). */
export function LearningArea({ params }: PageProps) {
  return params.courseId ? <CoursePage key={params.courseId} courseId={params.courseId} /> : <LearningPage />
}

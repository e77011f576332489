import { RouteName } from '@crew-portal/core'
import type { PageProps } from '../types.ts'
import { CoursePage } from './CoursePage.tsx'
import { LearningPage } from './LearningPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './learning.css'

/** `/learning` (the crew member's courseware) and `/learning/:courseId` (one course). */
export function LearningArea({ route }: PageProps) {
  return route === RouteName.learningCourse ? <CoursePage /> : <LearningPage />
}

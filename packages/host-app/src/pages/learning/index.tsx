import { RouteName, learningPageWiring, wire } from '@crew-portal/core'
import type { PageProps } from '../types.ts'
import { CoursePage } from './CoursePage.tsx'
import { LearningPage } from './LearningPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './learning.css'

// The page's areas, wired when its code arrives: a view can render before the route's model is
// followed (a visitor not signed in, offline at the door), and reads what its model reads.
wire(learningPageWiring)

/** `/learning` (the crew member's courseware) and `/learning/:courseId` (one course). */
function LearningArea({ route }: PageProps) {
  return route === RouteName.learningCourse ? <CoursePage /> : <LearningPage />
}

export { LearningArea as Page }

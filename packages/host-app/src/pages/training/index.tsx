import { RouteName, trainingPageWiring, wire } from '@crew-portal/core'
import type { PageProps } from '../types.ts'
import { TrainingEventPage } from './TrainingEventPage.tsx'
import { TrainingListPage } from './TrainingListPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './training.css'

// The page's areas, wired when its code arrives: a view can render before the route's model is
// followed (a visitor not signed in, offline at the door), and reads what its model reads.
wire(trainingPageWiring)

/** The training area (lazily loaded): the list at /training and an event at /training/:eventId. */
function TrainingArea({ route }: PageProps) {
  return route === RouteName.trainingEvent ? <TrainingEventPage /> : <TrainingListPage />
}

export { TrainingArea as Page }

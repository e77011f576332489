import { RouteName, trainingPageWiring, wire } from '@crew-portal/core'
import { preloadable } from '../../lazy.tsx'
import type { PageProps } from '../types.ts'
import { TrainingListPage } from './TrainingListPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './training.css'

// The page's areas, wired when its code arrives: a view can render before the route's model is
// followed (a visitor not signed in, offline at the door), and reads what its model reads.
wire(trainingPageWiring)

// An event's page (its calendar file, documents, account executive) is a chunk of its own: the
// list, the page a pilot opens first, renders without it.
const EventPage = preloadable(
  () => import('./TrainingEventPage.tsx'),
  (module) => module.TrainingEventPage
)

/** The training area (lazily loaded): the list at /training and an event at /training/:eventId. */
function TrainingArea({ route }: PageProps) {
  return route === RouteName.trainingEvent ? <EventPage.Component /> : <TrainingListPage />
}

/** Asks for the code of the area's page for `route` beyond the area's own (the registry's `preloadPage`). */
function preloadRoute(route: RouteName): Promise<unknown> {
  return route === RouteName.trainingEvent ? EventPage.preload() : Promise.resolve()
}

export { TrainingArea as Page, preloadRoute }

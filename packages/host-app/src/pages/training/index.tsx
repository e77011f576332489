import { RouteName } from '@crew-portal/core'
import type { PageProps } from '../types.ts'
import { TrainingEventPage } from './TrainingEventPage.tsx'
import { TrainingListPage } from './TrainingListPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './training.css'

/** The training area (lazily loaded): the list at /training and an event at /training/:eventId. */
export function TrainingArea({ route }: PageProps) {
  return route === RouteName.trainingEvent ? <TrainingEventPage /> : <TrainingListPage />
}

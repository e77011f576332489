import { RouteName } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { $router } from '../../router.ts'
import type { PageProps } from '../types.ts'
import { TrainingEventPage } from './TrainingEventPage.tsx'
import { TrainingListPage } from './TrainingListPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './training.css'

/** The training area (lazily loaded): the list at /training and an event at /training/:eventId. */
export function TrainingArea({ params }: PageProps) {
  const page = useStore($router)
  if (page?.route === RouteName.trainingEvent && params.eventId) return <TrainingEventPage eventId={params.eventId} />
  return <TrainingListPage />
}

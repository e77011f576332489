import { RouteName } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { $router } from '../../router.ts'
import type { PageProps } from '../types.ts'
import { PreCheckInEventPage } from './PreCheckInEventPage.tsx'
import { PreCheckInListPage } from './PreCheckInListPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './pre-check-in.css'

/** The pre-check-in area (lazily loaded): events needing it at /pre-check-in, the form at /pre-check-in/:eventId. */
export function PreCheckInArea({ params }: PageProps) {
  const page = useStore($router)
  if (page?.route === RouteName.preCheckInEvent && params.eventId) return <PreCheckInEventPage eventId={params.eventId} />
  return <PreCheckInListPage />
}

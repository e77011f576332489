import { RouteName } from '@crew-portal/core'
import type { PageProps } from '../types.ts'
import { PreCheckInEventPage } from './PreCheckInEventPage.tsx'
import { PreCheckInListPage } from './PreCheckInListPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './pre-check-in.css'

/** The pre-check-in area (lazily loaded): events needing it at /pre-check-in, the form at /pre-check-in/:eventId. */
export function PreCheckInArea({ route }: PageProps) {
  return route === RouteName.preCheckInEvent ? <PreCheckInEventPage /> : <PreCheckInListPage />
}

import type { EventPhase } from '@crew-portal/core'

/** How an event's phase reads on the page (the phase itself is the core's `eventPhase`). */
export const PHASE_LABEL: Record<EventPhase, string> = {
  upcoming: 'Upcoming',
  'in-progress': 'In progress',
  past: 'Completed',
  cancelled: 'Cancelled'
}

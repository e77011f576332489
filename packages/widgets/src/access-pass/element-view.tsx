import { $crewPortalConfigured, accessPassStatus, startPassClock } from '@crew-portal/core'
import type { Timers } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useCrewEvents } from '../elements/events.ts'
import type { ElementViewProps } from '../elements/element-view.ts'
import { useCrewLanguage } from '../i18n/language.ts'
import { AccessPass } from './AccessPass.tsx'
import { formatPassInstant } from './format.ts'
import { toAccessPass } from './pass.ts'

// Loaded only in connected mode: a partner passing data never downloads the core's API client.
const ConnectedAccessPass = lazy(async () => ({
  default: (await import('./ConnectedAccessPass.tsx')).ConnectedAccessPass
}))

export interface AccessPassElementProps extends ElementViewProps {
  pass?: unknown
  offline?: boolean
  updatedAt?: string
  connected?: boolean
}

/**
 * Plain data's status changes with time while the pass is on screen (at the door): the core's one
 * pass clock, on this page's time, since a page that only passes data never configured the core.
 */
function usePassNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => startPassClock(() => new Date(), window as Timers, setNow), [])
  return now
}

/** What `<crew-access-pass>` renders: the pass from its `pass` property, or the core's. */
export function AccessPassElementView({ pass, offline, updatedAt, connected, container }: AccessPassElementProps) {
  const now = usePassNow()
  const { dateLocale } = useCrewLanguage()
  // A partner may configure the core after the element rendered: it switches to connected then.
  const configured = useStore($crewPortalConfigured)
  const received = useMemo(() => toAccessPass(pass), [pass])
  const emit = useCrewEvents(container)
  // Data given but not a pass (a field missing or of the wrong kind): the partner hears why nothing shows.
  const incomplete = pass !== undefined && pass !== null && !received
  useEffect(() => {
    if (incomplete && !connected)
      emit('error', {
        code: 'invalid-data',
        message:
          'The pass lacks a field it needs (id, holderName, airline, trainingCentre, eventName, validFrom, validUntil) or has one of the wrong kind.'
      })
  }, [incomplete, pass, connected, emit])

  if (connected && configured) {
    return (
      <Suspense fallback={null}>
        <ConnectedAccessPass container={container} />
      </Suspense>
    )
  }

  // Plain data shows what it is given; the offline pass is the connected mode's (the core's).
  return (
    <AccessPass
      pass={received}
      status={received ? accessPassStatus(received, now) : undefined}
      validFrom={formatPassInstant(received?.validFrom, dateLocale)}
      validUntil={formatPassInstant(received?.validUntil, dateLocale)}
      offlineSince={offline ? formatPassInstant(updatedAt, dateLocale) : undefined}
    />
  )
}

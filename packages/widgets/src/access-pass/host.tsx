import { $crewPortalConfigured, accessPassStatus } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useCrewEvents } from '../elements/events.ts'
import type { ElementHostProps } from '../elements/define.ts'
import { AccessPass } from './AccessPass.tsx'
import { formatPassInstant } from './format.ts'
import { toAccessPass, type AccessPassData } from './pass.ts'

// Loaded only in connected mode: a partner passing data never downloads the core's API client.
const ConnectedAccessPass = lazy(async () => ({ default: (await import('./ConnectedAccessPass.tsx')).ConnectedAccessPass }))

export interface AccessPassElementProps extends ElementHostProps {
  pass?: unknown
  offline?: boolean
  updatedAt?: string
  connected?: boolean
}

/** The status changes with time while the pass is on screen (at the door), so re-check each minute. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}

/** What `<crew-access-pass>` renders: the pass from its `pass` property, or the core's. */
export function AccessPassHost({ pass, offline, updatedAt, connected, container }: AccessPassElementProps) {
  const now = useNow()
  // A partner may configure the core after the element rendered: it switches to connected then.
  const configured = useStore($crewPortalConfigured)
  // Offline, a pass that stops arriving must not vanish from the screen at the door.
  const received = useMemo(() => toAccessPass(pass), [pass])
  const emit = useCrewEvents(container)
  // Data given but not a pass (a field missing or of the wrong kind): the partner hears why nothing shows.
  const incomplete = pass !== undefined && pass !== null && !received
  useEffect(() => {
    if (incomplete && !connected) emit('error', { code: 'invalid-data', message: 'The pass lacks a field it needs (id, holderName, airline, trainingCentre, eventName, validFrom, validUntil) or has one of the wrong kind.' })
  }, [incomplete, pass, connected, emit])
  const [last, setLast] = useState<{ pass: AccessPassData; receivedAt: string } | undefined>(undefined)
  if (received && received !== last?.pass) setLast({ pass: received, receivedAt: updatedAt ?? now.toISOString() })

  if (connected && configured) {
    return (
      <Suspense fallback={null}>
        <ConnectedAccessPass container={container} />
      </Suspense>
    )
  }

  const shown = received ?? (offline ? last?.pass : undefined)
  const since = updatedAt ?? last?.receivedAt
  return (
    <AccessPass
      pass={shown}
      status={shown ? accessPassStatus(shown, now) : undefined}
      validFrom={formatPassInstant(shown?.validFrom)}
      validUntil={formatPassInstant(shown?.validUntil)}
      offlineSince={offline ? formatPassInstant(since) : undefined}
    />
  )
}

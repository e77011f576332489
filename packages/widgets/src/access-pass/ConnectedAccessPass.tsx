import {
  $accessPass,
  $accessPasses,
  accessPassWiring,
  crewErrorFrom,
  refreshAccessPass,
  reportCrewError,
  wasReported,
  wire
} from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import type { ElementViewProps } from '../elements/element-view.ts'
import { useCrewEvents } from '../elements/events.ts'
import { useCrewLanguage } from '../i18n/language.ts'
import { AccessPass } from './AccessPass.tsx'
import { formatPassInstant } from './format.ts'
import { toAccessPassData } from './pass.ts'

// The pass's clock, credentials and door codes run while it is watched, from the moment this view loads.
wire(accessPassWiring)

/**
 * The access pass fed by the core's one pass model: watching `$accessPass` loads the pass, keeps its
 * status current, prepares this device's credential and signs the door code of each 15 s window;
 * offline it is the offline pass the core stored on this device, with the time it was fetched, and so
 * it is online when the pass could not be refreshed, with Try again.
 */
export function ConnectedAccessPass({ container }: ElementViewProps) {
  const view = useStore($accessPass)
  const { error } = useStore($accessPasses)
  const emit = useCrewEvents(container)
  const { dateLocale } = useCrewLanguage()
  // Each failure reaches the partner's page once, as `crew-error` and as `onError` (one value): a
  // failed load or credential request (the request already told `onError`), or a door code that
  // could not be prepared for another reason (the device's key store, an answer refused): told here.
  useEffect(() => {
    if (error !== undefined && view.status === 'error') emit('error', crewErrorFrom(error))
  }, [error, view.status, emit])
  useEffect(() => {
    if (view.presentationError === undefined) return
    const failure = crewErrorFrom(view.presentationError)
    emit('error', failure)
    if (!wasReported(view.presentationError)) reportCrewError(failure)
  }, [view.presentationError, emit])
  const pass = view.pass
  return (
    <AccessPass
      pass={pass ? toAccessPassData(pass) : undefined}
      status={view.passStatus ?? undefined}
      validFrom={formatPassInstant(pass?.validFrom, dateLocale)}
      validUntil={formatPassInstant(pass?.validUntil, dateLocale)}
      offlineSince={view.offlineSince ? formatPassInstant(view.offlineSince, dateLocale) : undefined}
      offlineBecause={view.offlineBecause ?? undefined}
      onRetry={refreshAccessPass}
      door={view.presentation}
      {...(view.status === 'error' ? { unavailable: view.error?.message ?? '' } : {})}
    />
  )
}

import { $accessPass, $accessPasses, crewErrorFrom } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import type { ElementHostProps } from '../elements/define.ts'
import { useCrewEvents } from '../elements/events.ts'
import { AccessPass } from './AccessPass.tsx'
import { formatPassInstant } from './format.ts'
import { toAccessPassData } from './pass.ts'

/**
 * The access pass fed by the core: watching `$accessPass` loads the pass and keeps its status
 * current; offline it is the copy the core kept on this device, with the time it was fetched.
 */
export function ConnectedAccessPass({ container }: ElementHostProps) {
  const view = useStore($accessPass)
  const { error } = useStore($accessPasses)
  const emit = useCrewEvents(container)
  // Each failure reaches the partner's page once, as `crew-error` (the same value `onError` gets).
  useEffect(() => {
    if (error !== undefined && view.status === 'error') emit('error', crewErrorFrom(error))
  }, [error, view.status, emit])
  const pass = view.pass
  return (
    <AccessPass
      pass={pass ? toAccessPassData(pass) : undefined}
      status={view.passStatus ?? undefined}
      validFrom={formatPassInstant(pass?.validFrom)}
      validUntil={formatPassInstant(pass?.validUntil)}
      offlineSince={view.offlineSince ? formatPassInstant(view.offlineSince) : undefined}
      {...(view.status === 'error' ? { unavailable: view.error?.message ?? '' } : {})}
    />
  )
}

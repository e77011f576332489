import { $accessPass, loadAccessPass, startAccessPassClock } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { AccessPass } from './AccessPass.tsx'
import { formatPassInstant } from './format.ts'
import { toAccessPassData } from './pass.ts'

/**
 * The access pass fed by the core: it loads the pass, keeps its status current, and offline shows
 * the copy the core kept on this device with the time it was fetched.
 */
export function ConnectedAccessPass() {
  const view = useStore($accessPass)
  useEffect(() => {
    void loadAccessPass()
    return startAccessPassClock()
  }, [])
  const pass = view.pass
  return (
    <AccessPass
      pass={pass ? toAccessPassData(pass) : undefined}
      status={view.passStatus ?? undefined}
      validFrom={formatPassInstant(pass?.validFrom)}
      validUntil={formatPassInstant(pass?.validUntil)}
      offlineSince={view.offlineSince ? formatPassInstant(view.offlineSince) : undefined}
    />
  )
}

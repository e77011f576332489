import { $accessPass } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { AccessPass } from './AccessPass.tsx'
import { formatPassInstant } from './format.ts'
import { toAccessPassData } from './pass.ts'

/**
 * The access pass fed by the core: watching `$accessPass` loads the pass and keeps its status
 * current; offline it is the copy the core kept on this device, with the time it was fetched.
 */
export function ConnectedAccessPass() {
  const view = useStore($accessPass)
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

import { $logoutQuestion, logOutAnyway, stayLoggedIn } from '@crew-portal/core'
import { Dialog } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'

/** Log Out's question while saves have not been sent (R-OUTBOX-4): Stay is first, and Escape stays. */
export function LogoutQuestion(): ReactNode {
  const question = useStore($logoutQuestion)
  const unsent = question?.unsent ?? 0
  return (
    <Dialog
      open={question !== undefined}
      size="small"
      role="alertdialog"
      title="Log out?"
      onClose={stayLoggedIn}
      actions={
        <>
          <button type="button" className="crew-button crew-button--secondary" onClick={stayLoggedIn}>
            Stay
          </button>
          <button type="button" className="crew-button crew-button--primary" onClick={() => void logOutAnyway()}>
            Log out
          </button>
        </>
      }
    >
      <p>
        {unsent === 1 ? '1 save has' : `${unsent} saves have`} not been sent. Log out anyway? Logging out deletes{' '}
        {unsent === 1 ? 'it' : 'them'} from this device.
      </p>
    </Dialog>
  )
}

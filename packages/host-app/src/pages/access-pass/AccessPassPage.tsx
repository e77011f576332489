import { $accessPass, loadAccessPass, startAccessPassClock } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
// Importing the package registers <crew-access-pass> before the first render, so React 19 sets `pass` as a property.
import { toAccessPassData } from '@crew-portal/widgets'
import { useEffect, useMemo } from 'react'
import { EmptyState, ErrorState, LoadingState } from '../common/PageState.tsx'

const reload = () => void loadAccessPass()

/**
 * /access-pass: the pass crew show at the training centre door, as the `crew-access-pass` element
 * fed by property. Offline, the core hands over the last pass kept on this device and since when.
 */
export function AccessPassPage() {
  const view = useStore($accessPass)
  const data = useMemo(() => (view.pass ? toAccessPassData(view.pass) : undefined), [view.pass])

  useEffect(() => {
    reload()
    // The status turns valid or expired while the pass is on screen at the door.
    return startAccessPassClock()
  }, [])

  let body
  if (view.status === 'ready' && data) {
    body = (
      <>
        {/* React 19 sets `pass` as a property (the element defines it): rich data by property, DESIGN.md §3. */}
        <crew-access-pass
          className="access-pass"
          pass={data}
          offline={view.offlineSince ? true : undefined}
          updated-at={view.offlineSince ?? undefined}
        />
        {view.offlineSince ? (
          <p className="access-pass-page__retry">
            <button type="button" className="page-button page-button--secondary" onClick={reload}>
              Try to refresh the pass
            </button>
          </p>
        ) : null}
      </>
    )
  } else if (view.status === 'ready') {
    body = (
      <EmptyState title="No access pass yet">
        <p>Your access pass appears here before your training starts. Show it at the training centre entrance.</p>
        <p>
          <a href="/training">See your training</a>
        </p>
      </EmptyState>
    )
  } else if (view.status === 'error') {
    body = (
      <ErrorState title="We could not load your access pass" message={view.error?.message ?? ''} onRetry={reload}>
        <p>If you are at the training centre without a connection, the front desk can check you in.</p>
      </ErrorState>
    )
  } else {
    body = <LoadingState label="Loading your access pass…" />
  }

  return (
    <div className="page access-pass-page" aria-busy={view.status === 'loading'}>
      <h1 className="access-pass-page__title">Access pass</h1>
      {body}
    </div>
  )
}

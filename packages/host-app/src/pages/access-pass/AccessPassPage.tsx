import { $accessPassPage, RouteName, pathTo, refreshAccessPass } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
// Registers <crew-access-pass> (with its QR encoder, in this page's chunk only) before the page's
// first render, so React 19 sets `pass` as a property.
import '@crew-portal/widgets/elements/crew-access-pass'
import { toAccessPassData } from '@crew-portal/widgets/views'
import { useMemo } from 'react'
import { EmptyState, PageLadder } from '../common/PageState.tsx'

/**
 * /access-pass: the pass crew show at the training centre door, as the `crew-access-pass` element
 * fed by property. Offline, the core hands over the last pass kept on this device and since when;
 * its status turns valid or expired while it is on screen (the core's clock runs while watched).
 */
export function AccessPassPage() {
  const page = useStore($accessPassPage)
  const pass = page.status === 'ready' ? page.value.pass : null
  const data = useMemo(() => (pass ? toAccessPassData(pass) : undefined), [pass])

  return (
    <div className="page access-pass-page" aria-busy={page.status === 'loading'}>
      <h1 className="access-pass-page__title">Access pass</h1>
      <PageLadder
        page={page}
        loading="Loading your access pass…"
        errorTitle="We could not load your access pass"
        errorHelp={<p>If you are at the training centre without a connection, the front desk can check you in.</p>}
      >
        {(view) =>
          data ? (
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
                  <button type="button" className="page-button page-button--secondary" onClick={refreshAccessPass}>
                    Try to refresh the pass
                  </button>
                </p>
              ) : null}
            </>
          ) : (
            <EmptyState title="No access pass yet">
              <p>Your access pass appears here before your training starts. Show it at the training centre entrance.</p>
              <p>
                <a href={pathTo(RouteName.training)}>See your training</a>
              </p>
            </EmptyState>
          )
        }
      </PageLadder>
    </div>
  )
}

import { $accessPassPage, RouteName, pathTo } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
// Registers <crew-access-pass> (with its QR encoder, in this page's chunk only) before the page's first render.
import '@crew-portal/widgets/elements/crew-access-pass'
import { EmptyState, PageLadder } from '../common/PageState.tsx'

/**
 * /access-pass: the pass crew show at the training centre door, as the connected `crew-access-pass`:
 * the page and the element render the core's one pass model (the door code of each 15 s window,
 * signed by this device). Offline, the core hands over the offline pass stored on this device and since when;
 * online, a pass that could not be refreshed is that copy too, and the element says so with Try again.
 */
export function AccessPassPage() {
  const page = useStore($accessPassPage)

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
          view.pass ? (
            <crew-access-pass className="access-pass" connected />
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

import { RouteName, errorPageMessage, pathTo } from '@crew-portal/core'
import type { PageProps } from '../types.ts'

/** R-ROUTES-6: titled Error, with the message from the `error` query parameter, shown as text. */
function ErrorPage({ search }: PageProps) {
  const message = errorPageMessage(search)
  return (
    <section className="page page--narrow" aria-labelledby="error-title">
      <h1 id="error-title">Error</h1>
      <p className="error-page__message">{message || 'Something went wrong.'}</p>
      <p>
        <a href={pathTo(RouteName.training)}>Back to your training</a>
      </p>
    </section>
  )
}

export { ErrorPage as Page }

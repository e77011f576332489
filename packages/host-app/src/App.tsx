import {
  $authState,
  $router,
  RouteName,
  followRouteAndAuth,
  getEnvironment,
  openPath,
  resolveRoute,
  signIn,
  startSession
} from '@crew-portal/core'
import type { RouteDecision } from '@crew-portal/core'
import { Suspense, createElement, startTransition, useEffect, useState } from 'react'
import { PageFallback } from './pages/PageFallback.tsx'
import { pageFor } from './pages/registry.tsx'
import { Layout } from './shell/Layout.tsx'

function currentDecision(): RouteDecision {
  return resolveRoute($router.get(), { authState: $authState.get(), settings: getEnvironment().settings })
}

const sameDecision = (a: RouteDecision, b: RouteDecision) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The route decision on screen. A change renders as a transition: the page on screen stays until
 * the next page's code has arrived, so no loading fallback flashes between two pages (and React
 * does not hold one for its 300 ms). Boot has asked for the first page's code before the first
 * render, so the first page renders at once.
 */
function useRouteDecision(): RouteDecision {
  const [decision, setDecision] = useState(currentDecision)
  useEffect(
    () =>
      followRouteAndAuth(() => {
        const next = currentDecision()
        startTransition(() => setDecision((shown) => (sameDecision(shown, next) ? shown : next)))
      }),
    []
  )
  return decision
}

/** The routed product: every route through the core's `resolveRoute` (R-ROUTES-3 to R-ROUTES-5), inside the layout. */
export function App() {
  const decision = useRouteDecision()

  // Connectivity and other tabs' logouts are watched from the first render, not with the rest of the
  // core (which waits for the page's answer): offline, that later chunk may never load, and the No
  // Internet dialog must open all the same. The core's start restarts the same watch.
  useEffect(() => startSession(), [])

  useEffect(() => {
    if (decision.kind === 'redirect') openPath(decision.path, true)
    if (decision.kind === 'signIn') void signIn()
  }, [decision])

  // The registry holds one component per page, made once at module load; createElement picks one by route.
  const page = decision.kind === 'render' ? pageFor(decision.route) : undefined
  return (
    <Layout activeRoute={decision.kind === 'render' ? decision.route : RouteName.training}>
      {page && decision.kind === 'render' ? (
        <Suspense fallback={<PageFallback />}>
          {createElement(page, { route: decision.route, params: decision.params, search: decision.search })}
        </Suspense>
      ) : (
        <PageFallback />
      )}
    </Layout>
  )
}

import { $authState, $router, RouteName, getEnvironment, openPath, resolveRoute, signIn } from '@crew-portal/core'
import type { RouteDecision } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { Suspense, createElement, useEffect } from 'react'
import { PageFallback } from './pages/PageFallback.tsx'
import { pageFor } from './pages/registry.tsx'
import { Layout } from './shell/Layout.tsx'

function useRouteDecision(): RouteDecision {
  const page = useStore($router)
  const authState = useStore($authState)
  return resolveRoute(page, { authState, settings: getEnvironment().settings })
}

/** The routed product: every SPEC §2 row through the core's `resolveRoute`, inside the layout. */
export function App() {
  const decision = useRouteDecision()

  useEffect(() => {
    if (decision.kind === 'redirect') openPath(decision.path, true)
    if (decision.kind === 'signIn') void signIn()
  }, [decision])

  // The registry holds lazy components made once at module load; createElement picks one by route.
  const page = decision.kind === 'render' ? pageFor(decision.route) : undefined
  return (
    <Layout activeRoute={decision.kind === 'render' ? decision.route : RouteName.training}>
      {page && decision.kind === 'render' ? (
        <Suspense fallback={<PageFallback />}>{createElement(page, { route: decision.route, params: decision.params, search: decision.search })}</Suspense>
      ) : (
        <PageFallback />
      )}
    </Layout>
  )
}

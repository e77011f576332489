import { RouteName, type bufferedTelemetry, signIn, trackException } from '@crew-portal/core'
import { type ComponentType, StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import type { PageProps } from '../pages/types.ts'
import { StartupError } from './StartupError.tsx'

/**
 * A signed-out visitor of a page of their own data goes to sign in at once, from the static shell of
 * index.html: no app renders first (the page would only ask the API and be sent there anyway), and
 * nothing else loads for a page that is leaving. False when MSAL could not start the redirect (the
 * identity provider unreachable, or no network).
 */
export async function sentToSignIn(
  container: HTMLElement,
  telemetry: ReturnType<typeof bufferedTelemetry>
): Promise<boolean> {
  const status = container.querySelector('[role="status"]')
  if (status) status.textContent = 'Taking you to sign in…'
  try {
    await signIn()
    return true
  } catch (error) {
    telemetry.trackException(error, { source: 'sign-in' })
    return false
  }
}

/**
 * The gate (docs/access-pass.md) alone: its chunk, and the service worker at once, so a gate opened
 * online once opens offline from then on.
 */
export async function renderGate(root: Root): Promise<void> {
  let GateArea: ComponentType<PageProps>
  try {
    GateArea = (await import('../pages/gate/index.tsx')).Page
  } catch (error) {
    root.render(<StartupError error={error} />)
    return
  }
  root.render(
    <StrictMode>
      <GateArea route={RouteName.gate} params={{}} search={{}} />
    </StrictMode>
  )
  void import('./service-worker.ts')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => trackException(error, { source: 'service-worker' }))
}

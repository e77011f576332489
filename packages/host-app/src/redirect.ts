// The MSAL redirect bridge: the identity provider returns here, and this page hands the response
// to the app (or to the hidden iframe's parent during silent renewal). Kept tiny on purpose.
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge'

broadcastResponseToMainFrame().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  window.location.replace(`/error?error=${encodeURIComponent(`Sign-in could not finish: ${message}`)}`)
})

import { SettingsError } from '@crew-portal/core'

/** What a pilot sees when the app cannot even read its settings: a plain, honest page. */
export function StartupError({ error }: { error: unknown }) {
  const detail = error instanceof SettingsError || error instanceof Error ? error.message : String(error)
  return (
    <main className="startup-error">
      <h1>Crew Portal could not start</h1>
      <p>Please reload the page. If this keeps happening, contact Customer Care and mention this message:</p>
      <pre>{detail}</pre>
    </main>
  )
}

/**
 * A signed-out visitor whose sign-in could not start (the identity provider unreachable): no page of
 * theirs can load without it, so the app says so and offers to try again, instead of rendering pages
 * that would each fail.
 */
export function SignInUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="startup-error">
      <h1>Sign-in is not reachable</h1>
      <p>Crew Portal could not reach the sign-in service. Check your connection, then try again.</p>
      <button type="button" className="page-button" onClick={onRetry}>
        Try again
      </button>
    </main>
  )
}

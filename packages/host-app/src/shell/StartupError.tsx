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

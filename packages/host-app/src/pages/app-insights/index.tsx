import { $diagnosticsPage, $features, $flagClientState, KNOWN_FLAGS, serverLinkUrl } from '@crew-portal/core'
import type { FlagClientState } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import type { PageProps } from '../types.ts'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './app-insights.css'

const FLAG_CLIENT_STATES: Record<FlagClientState, string> = {
  idle: 'Not started',
  initializing: 'Connecting to the flag service…',
  ready: 'Ready',
  failed: 'Failed: flags use their default values'
}

/** A flag value as plain text (never markup): JSON for objects, a dash for none. */
function flagValueText(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * `/app-insights` (only when the setting allows it; the router guards it): what monitoring and the
 * flag client are doing on this device, for support. Text only; the instrumentation key never shows.
 */
function AppInsightsPage(_props: PageProps) {
  const flagState = useStore($flagClientState)
  const features = useStore($features)
  const { monitoring, buildNumber, flagsEnabled } = useStore($diagnosticsPage)
  const sinkUrl = monitoring.ingestionOrigin ? serverLinkUrl(`${monitoring.ingestionOrigin}/`) : undefined

  return (
    <div className="page page-area diagnostics-page">
      <h1>Diagnostics</h1>
      <p>What this app is connected to on this device. Share this page with support when asked.</p>

      <section className="page-card diagnostics-card" aria-labelledby="diagnostics-monitoring-title">
        <h2 id="diagnostics-monitoring-title">Monitoring (Application Insights)</h2>
        <dl className="page-facts diagnostics-facts">
          <Fact term="Connection">{monitoring.configured ? 'Configured' : 'Not configured: nothing is sent'}</Fact>
          <Fact term="Telemetry is sent to">{monitoring.ingestionOrigin ?? '—'}</Fact>
          <Fact term="Build number">{buildNumber}</Fact>
        </dl>
        {sinkUrl ? (
          <p>
            <a href={sinkUrl} target="_blank" rel="noopener">
              Open the telemetry list
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </section>

      <section className="page-card diagnostics-card" aria-labelledby="diagnostics-flags-title">
        <h2 id="diagnostics-flags-title">Feature flags</h2>
        <dl className="page-facts diagnostics-facts">
          <Fact term="Flag client">{flagsEnabled ? 'Enabled in settings' : 'Disabled in settings'}</Fact>
          <Fact term="State">
            <span className={`diagnostics-state diagnostics-state--${flagState}`}>{FLAG_CLIENT_STATES[flagState]}</span>
          </Fact>
        </dl>
        <div className="diagnostics-table-wrap" role="region" aria-label="Current feature values" tabIndex={0}>
          <table className="diagnostics-table">
            <caption>Current feature values</caption>
            <thead>
              <tr>
                <th scope="col">Flag</th>
                <th scope="col">Active</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {KNOWN_FLAGS.map((name) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{features[name].isActive ? 'Yes' : 'No'}</td>
                  <td>
                    <code>{flagValueText(features[name].value)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  )
}

export { AppInsightsPage as Page }

// The benchmark's floor for a signed-in page (issue 12): the same React 19 and MSAL as the app, the
// same settings file and token cache, the same API call, the same list, and nothing else. Served by
// `npm run bench` at /bench-baseline/ on the app's origin, so it reads the sign-in the app made.
import { PublicClientApplication } from '@azure/msal-browser'
import { createRoot } from 'react-dom/client'

interface Settings {
  apiBaseUrl: string
  b2cSettings: { clientId: string; authority: string; knownAuthorities: string[]; redirectUri: string; apiScopes: string[] }
}

interface TrainingEvent {
  id: string
  programName: string
  startDate: string
  trainingLocationDisplayName: string
}

function List({ events }: { events: TrainingEvent[] }) {
  return (
    <main>
      <h1>Training</h1>
      {events.map((event) => (
        <article key={event.id} className="training-event">
          <h3>{event.programName}</h3>
          <p>
            {event.startDate.slice(0, 10)}, {event.trainingLocationDisplayName}
          </p>
        </article>
      ))}
    </main>
  )
}

const settings = (await (await fetch('/settings.json')).json()) as Settings
const { b2cSettings } = settings
const msal = new PublicClientApplication({
  auth: { clientId: b2cSettings.clientId, authority: b2cSettings.authority, knownAuthorities: b2cSettings.knownAuthorities, redirectUri: b2cSettings.redirectUri },
  cache: { cacheLocation: 'localStorage' },
  system: { protocolMode: 'OIDC' }
})
await msal.initialize()
const account = msal.getAllAccounts()[0]
const root = createRoot(document.getElementById('root') as HTMLElement)
if (!account) {
  root.render(<p>Sign in through the app first.</p>)
} else {
  const { accessToken } = await msal.acquireTokenSilent({ scopes: b2cSettings.apiScopes, account })
  const response = await fetch(`${settings.apiBaseUrl}/api/v1/trainingevents`, { headers: { authorization: `Bearer ${accessToken}` } })
  root.render(<List events={(await response.json()) as TrainingEvent[]} />)
}

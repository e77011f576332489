// The benchmark's floor for a signed-in page: the same React 19 and MSAL as the app, the
// same settings file and token cache, the same API call, the same list, and nothing else. Served by
// `npm run bench` at /bench-baseline/ on the app's origin, so it reads the sign-in the app made.
// `?list=library` shows the library instead: the same documents call as the app's /library and, like
// the app's first page of it, the first 50 documents.
import { PublicClientApplication } from '@azure/msal-browser'
import { createRoot } from 'react-dom/client'

interface Settings {
  apiBaseUrl: string
  b2cSettings: {
    clientId: string
    authority: string
    knownAuthorities: string[]
    redirectUri: string
    apiScopes: string[]
  }
}

interface TrainingEvent {
  id: string
  programName: string
  startDate: string
  trainingLocationDisplayName: string
}

interface LibraryDocument {
  id: string
  title: string
  description?: string
}

/** The app shows the library 50 documents a page. */
const LIBRARY_PAGE_SIZE = 50

function Library({ documents }: { documents: LibraryDocument[] }) {
  return (
    <main>
      <h1>Library</h1>
      <ul className="library-list">
        {documents.slice(0, LIBRARY_PAGE_SIZE).map((document) => (
          <li key={document.id} className="library-doc">
            <h3>{document.title}</h3>
            <p>{document.description}</p>
          </li>
        ))}
      </ul>
    </main>
  )
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
  auth: {
    clientId: b2cSettings.clientId,
    authority: b2cSettings.authority,
    knownAuthorities: b2cSettings.knownAuthorities,
    redirectUri: b2cSettings.redirectUri
  },
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
  const headers = { authorization: `Bearer ${accessToken}` }
  if (new URLSearchParams(location.search).get('list') === 'library') {
    const response = await fetch(`${settings.apiBaseUrl}/api/v1/library/documents?audience=all`, { headers })
    root.render(<Library documents={(await response.json()) as LibraryDocument[]} />)
  } else {
    const response = await fetch(`${settings.apiBaseUrl}/api/v1/trainingevents`, { headers })
    root.render(<List events={(await response.json()) as TrainingEvent[]} />)
  }
}

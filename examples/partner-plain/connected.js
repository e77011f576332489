// Connected mode: the pass comes from the Crew Portal API with a token from the portal's own
// sign-in. This example reads the API address and the token from its URL
// (connected.html?api=https://api.example&token=...); a real portal asks its identity provider.
import { configureCrewPortal } from './node_modules/@crew-portal/widgets/dist/crew-loader.js'

const params = new URLSearchParams(window.location.search)
const errors = document.querySelector('#errors')

function report(error) {
  const item = document.createElement('li')
  item.textContent = `${error.code} ${error.status ?? ''}`.trim()
  errors.append(item)
}

document
  .querySelector('crew-access-pass')
  .addEventListener('crew-error', (event) => report({ ...event.detail, code: `element: ${event.detail.code}` }))

// Configured once the page has rendered the element: connected elements switch to their data then.
window.requestAnimationFrame(() => {
  void configureCrewPortal({
    apiBaseUrl: params.get('api') ?? '',
    getAccessToken: async () => params.get('token') ?? '',
    onError: report
  })
})

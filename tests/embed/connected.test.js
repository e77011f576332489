/* global describe, it, afterEach -- mocha, as web-test-runner provides it */
// Connected mode from the built bundles, as a partner page uses it: the element first, the
// configuration later, the partner's own token callback, failures as crew-error and onError.
import { expect } from 'chai'
import { cleanupPage, mount, shadowText } from './helpers.js'
import { configureCrewPortal } from '../../packages/widgets/dist/crew-access-pass.js'

const realFetch = window.fetch
afterEach(() => {
  window.fetch = realFetch
  cleanupPage()
})

const pass = {
  passId: 'PASS-1001',
  holderName: 'Alex Morgan',
  photo: null,
  airline: 'Northwind Air',
  operator: { code: 'NWA', name: 'Northwind Air' },
  trainingCentre: 'Miami Training Center',
  eventId: 'evt-1',
  programName: 'A320 Type Rating',
  validFrom: new Date(Date.now() - 86_400_000).toISOString(),
  validUntil: new Date(Date.now() + 86_400_000).toISOString(),
  issuedAt: new Date().toISOString(),
  code: 'CP1-PASS-1001-7F3A'
}

/** The partner API, answered in the page; records what it was asked with. */
function api(answer) {
  const asked = []
  window.fetch = async (input, init) => {
    const request = new Request(input, init)
    asked.push(request)
    return answer(request)
  }
  return asked
}

async function until(check, what) {
  const deadline = Date.now() + 3000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('<crew-access-pass connected> configured by the partner', () => {
  it('renders the pass once the page configures the kit, after the element rendered, with the partner’s token', async () => {
    const element = await mount('<crew-access-pass connected style="width: 480px"></crew-access-pass>')
    expect(shadowText(element)).to.contain('No access pass is available.')
    const asked = api(() => new Response(JSON.stringify([pass]), { headers: { 'content-type': 'application/json' } }))
    await configureCrewPortal({ apiBaseUrl: 'https://api.partner.test', getAccessToken: async () => 'partner-token' })
    await until(() => shadowText(element).includes('Alex Morgan'), 'the pass')
    expect(asked[0].url).to.equal('https://api.partner.test/api/v1/accesspass')
    expect(asked[0].headers.get('authorization')).to.equal('Bearer partner-token')
  })

  it('a refused token reaches onError and the element’s crew-error, and the element says so', async () => {
    api(() => new Response(JSON.stringify({ message: 'no' }), { status: 401, headers: { 'content-type': 'application/json' } }))
    const element = await mount('<crew-access-pass connected></crew-access-pass>')
    const fired = []
    document.addEventListener('crew-error', (event) => fired.push(event.detail), { once: true })
    const reported = []
    await configureCrewPortal({ apiBaseUrl: 'https://api.partner.test', getAccessToken: () => 'expired', onError: (error) => reported.push(error) })
    await until(() => fired.length > 0, 'crew-error')
    expect(fired[0]).to.deep.equal({ code: 'unauthorized', status: 401, message: 'The API refused the access token (401).' })
    expect(reported[0]).to.deep.equal(fired[0])
    expect(shadowText(element)).to.contain('The access pass could not be loaded.')
  })

  it('rejects a configuration it cannot use, naming the option', async () => {
    let failure
    try {
      await configureCrewPortal({ apiBaseUrl: 'http://api.partner.test', getAccessToken: () => 't' })
    } catch (error) {
      failure = error
    }
    expect(failure).to.be.instanceOf(TypeError)
    expect(String(failure.message)).to.contain('apiBaseUrl must be https:')
  })
})

describe('<crew-contact-card connected> opened by the partner', () => {
  it('shows the account executive of the pilot’s next event with showContactCard()', async () => {
    const { showContactCard } = await import('../../packages/widgets/dist/crew-contact-card.js')
    const soon = {
      id: 'evt-bat-1',
      orderProgramType: 'BAT',
      programName: 'A320 Type Rating',
      aircraftType: 'A320',
      startDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      status: 'upcoming',
      reservationId: 'RES-1001',
      geminiReservationId: null,
      trainingLocationDisplayName: 'Miami Training Center',
      location: null,
      timing: { reportTime: null, sessions: [] },
      documents: [],
      isContactCardDisplayedWeb: false,
      reservationAccountExecutive: {
        accountExecutiveName: 'Jordan Lee',
        accountExecutiveEmail: 'jordan.lee@example.com',
        accountExecutivePhoneNumber: '+1 555 0100 200'
      },
      operator: null,
      preCheckInStatus: 'not-required'
    }
    api((request) =>
      request.url.includes('/directory/')
        ? new Response('{}', { status: 404 })
        : new Response(JSON.stringify([soon]), { headers: { 'content-type': 'application/json' } })
    )
    const card = await mount('<crew-contact-card connected first-name="Alex"></crew-contact-card>')
    await configureCrewPortal({ apiBaseUrl: 'https://api.partner.test', getAccessToken: () => 't' })
    expect(await showContactCard()).to.equal(true)
    await until(() => shadowText(card).includes('Jordan Lee'), 'the card')
  })
})

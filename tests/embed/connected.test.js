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
  issuedAt: new Date().toISOString()
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
    api(
      () =>
        new Response(JSON.stringify({ message: 'no' }), {
          status: 401,
          headers: { 'content-type': 'application/json' }
        })
    )
    const element = await mount('<crew-access-pass connected></crew-access-pass>')
    const fired = []
    document.addEventListener('crew-error', (event) => fired.push(event.detail), { once: true })
    const reported = []
    await configureCrewPortal({
      apiBaseUrl: 'https://api.partner.test',
      getAccessToken: () => 'expired',
      onError: (error) => reported.push(error)
    })
    await until(() => fired.length > 0, 'crew-error')
    expect(fired[0]).to.deep.equal({
      code: 'unauthorized',
      status: 401,
      message: 'The API refused the access token (401).'
    })
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

/** base64url of bytes, and back: the issuer below signs as the API does. */
const b64url = (bytes) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const fromB64url = (text) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))

/** An issuer in the page: a credential for the posted key, signed ES256, in the API's format. */
async function pageIssuer() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign'])
  const part = (value) => b64url(new TextEncoder().encode(JSON.stringify(value)))
  return async (publicKey) => {
    const y = fromB64url(publicKey.y)
    const dk = b64url(new Uint8Array([2 + (y[31] & 1), ...fromB64url(publicKey.x)]))
    const claims = {
      pid: 'PASS-1001',
      name: 'Alex Morgan',
      ctr: 'Miami Training Center',
      nbf: Math.floor(Date.parse(pass.validFrom) / 1000),
      exp: Math.floor(Date.parse(pass.validUntil) / 1000),
      did: 'dev-embed-1',
      dk
    }
    const input = `${part({ alg: 'ES256', kid: 'embed-issuer-1' })}.${part(claims)}`
    const signature = new Uint8Array(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode(input))
    )
    return `${input}.${b64url(signature)}`
  }
}

function storedDeviceKeys() {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('crew-portal-device-keys')
    opening.onerror = () => reject(opening.error)
    opening.onsuccess = () => {
      const reading = opening.result.transaction('keys').objectStore('keys').getAll()
      reading.onsuccess = () => {
        opening.result.close()
        resolve(reading.result)
      }
      reading.onerror = () => reject(reading.error)
    }
  })
}

describe('<crew-access-pass connected> and the door code', () => {
  it('makes a key the page cannot export, stored in IndexedDB, and shows the credential signed for the window', async () => {
    const issue = await pageIssuer()
    let credential = ''
    api(async (request) => {
      if (request.method === 'POST' && request.url.endsWith('/accesspass/PASS-1001/credential')) {
        const { publicKey } = await request.json()
        credential = await issue(publicKey)
        return new Response(JSON.stringify({ passId: 'PASS-1001', deviceId: 'dev-embed-1', credential }), {
          headers: { 'content-type': 'application/json' }
        })
      }
      return new Response(JSON.stringify([pass]), { headers: { 'content-type': 'application/json' } })
    })
    const element = await mount('<crew-access-pass connected style="width: 480px"></crew-access-pass>')
    const user = {
      email: 'bat.pilot@example.com',
      givenName: 'Alex',
      lastName: 'Morgan',
      userId: 'user-bat-1',
      b2cId: 'b2c-bat-1'
    }
    await configureCrewPortal({ apiBaseUrl: 'https://api.partner.test', getAccessToken: () => 'partner-token', user })
    await until(
      () => element.shadowRoot.querySelector('svg[part="qr"][aria-label^="Door code"]') !== null,
      'the door code'
    )
    expect(element.shadowRoot.querySelector('[part="live"]')).to.not.equal(null)
    expect(element.shadowRoot.querySelector('[part="unsigned"]')).to.equal(null)
    const keys = await storedDeviceKeys()
    expect(keys).to.have.length(1)
    expect(keys[0].privateKey).to.be.instanceOf(CryptoKey)
    expect(keys[0].privateKey.extractable).to.equal(false)
    let exported
    try {
      await crypto.subtle.exportKey('jwk', keys[0].privateKey)
    } catch (error) {
      exported = error
    }
    expect(exported?.name).to.equal('InvalidAccessError')
    expect(
      JSON.parse(localStorage.getItem('crew-portal:slice:PassCredentials')).data.credentials['PASS-1001'].credential
    ).to.equal(credential)
  })
})

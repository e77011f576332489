import { afterEach, describe, expect, it } from 'vitest'
import { resetCrewPortal } from '../environment/configure.ts'
import { $sessionExpired } from '../session/state.ts'
import { configureTestCrewPortal, json } from '../test/index.ts'
import { getPassDevices, requestPassCredential, revokePassDevice } from './pass-calls.ts'

afterEach(() => resetCrewPortal())

const publicKey = { kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'B'.repeat(43) } as const
const credential = 'eyJhIjoxfQ.eyJiIjoxfQ.c2ln'

describe('the door pass calls', () => {
  it('registers the device key for a pass with the token, and reads the credential', async () => {
    const env = configureTestCrewPortal({ fetch: () => json({ passId: 'PASS-1001', deviceId: 'dev-1', credential }) })
    expect(await requestPassCredential('PASS-1001', publicKey)).toEqual({
      passId: 'PASS-1001',
      deviceId: 'dev-1',
      credential
    })
    const [request] = env.fetch.requests
    expect(`${request?.method} ${new URL(request?.url ?? '').pathname}`).toBe(
      'POST /api/v1/accesspass/PASS-1001/credential'
    )
    expect(request?.headers.get('authorization')).toBe('Bearer test-token')
    expect(await request?.json()).toEqual({ publicKey })
  })

  it('refuses to send a key that is not a P-256 public key, and an answer that is not a credential', async () => {
    configureTestCrewPortal({ fetch: () => json({ passId: 'PASS-1001', deviceId: 'dev-1', credential: '<script>' }) })
    await expect(requestPassCredential('PASS-1001', { ...publicKey, crv: 'P-384' } as never)).rejects.toMatchObject({
      name: 'RequestValidationError'
    })
    await expect(requestPassCredential('PASS-1001', publicKey)).rejects.toMatchObject({
      name: 'ResponseValidationError',
      path: 'body.credential'
    })
    await expect(requestPassCredential('../x', publicKey)).rejects.toMatchObject({ name: 'RequestValidationError' })
  })

  it('a 401 on the device list opens the session dialog, as every call the pilot makes (R-SESSION-2)', async () => {
    configureTestCrewPortal({ fetch: () => json({ message: 'expired' }, 401) })
    await expect(getPassDevices()).rejects.toMatchObject({ status: 401 })
    expect($sessionExpired.get()).toBe(true)
  })

  it('lists the devices and revokes one', async () => {
    const device = { deviceId: 'dev-1', registeredAt: '2026-11-20T10:00:00Z', passIds: ['PASS-1001'], revokedAt: null }
    const env = configureTestCrewPortal({
      fetch: (request) => (request.method === 'GET' ? json([device]) : new Response(null, { status: 204 }))
    })
    expect(await getPassDevices()).toEqual([device])
    await revokePassDevice('dev-1')
    expect(env.fetch.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /api/v1/devices',
      'POST /api/v1/devices/dev-1/revoke'
    ])
  })
})

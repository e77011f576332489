import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { localOrigins } from '../ports.ts'
import { trustingFetch } from '../tls/trusting-fetch.ts'
import { startApiServer } from './server.ts'
import { createTestSigner, startTestApi, unsignedToken, type TestApi } from '../../test/api/index.ts'
import { bearerToken, grantedScopes } from './tokens.ts'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api.close()
})

async function rejection(token: string | null) {
  const response = await api.call('/api/v1/user', { token })
  return {
    status: response.status,
    challenge: response.headers.get('www-authenticate'),
    body: (await response.json()) as { message: string }
  }
}

describe('the token check on every route but configuration/settings', () => {
  it('answers 200 with the crew member for a good token', async () => {
    const response = await api.call('/api/v1/user')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      email: 'bat.pilot@example.com',
      givenName: 'Alex',
      lastName: 'Morgan'
    })
  })

  it('serves configuration/settings without a token', async () => {
    const response = await api.call('/api/v1/configuration/settings', { token: null })
    expect(response.status).toBe(200)
  })

  it('answers 401 with a Bearer challenge when the token is missing', async () => {
    const result = await rejection(null)
    expect(result.status).toBe(401)
    expect(result.body.message).toMatch(/token is required/)
    expect(result.challenge).toMatch(/^Bearer realm="crew-portal-api", error="invalid_request"/)
  })

  it.each([
    ['the wrong audience', { aud: 'someone-else-api' }, /aud claim/],
    ['the wrong issuer', { iss: 'https://evil.example.com' }, /iss claim/],
    ['no crew.api scope', { scope: 'openid profile' }, /lacks the scope crew\.api/]
  ])('answers 401 for a token with %s', async (_case, claims, message) => {
    const result = await rejection(await api.signer.sign(claims))
    expect(result.status).toBe(401)
    expect(result.body.message).toMatch(message)
    expect(result.challenge).toContain('error=')
  })

  it('answers 401 with error="insufficient_scope" when only the scope is missing', async () => {
    const result = await rejection(await api.signer.sign({ scope: 'openid' }))
    expect(result.challenge).toContain('error="insufficient_scope"')
  })

  it('accepts the scope as an Azure AD style scp claim too', async () => {
    const response = await api.call('/api/v1/user', {
      token: await api.signer.sign({ scope: undefined, scp: 'crew.api' })
    })
    expect(response.status).toBe(200)
  })

  it('answers 401 for an expired token', async () => {
    const now = Math.floor(Date.now() / 1000)
    const result = await rejection(await api.signer.sign({}, { issuedAt: now - 3600, expiresAt: now - 60 }))
    expect(result).toMatchObject({ status: 401, body: { message: 'The access token has expired.' } })
    expect(result.challenge).toContain('error="invalid_token"')
  })

  it('answers 401 for an unsigned token (alg: none)', async () => {
    const result = await rejection(
      unsignedToken({
        iss: localOrigins().identity,
        aud: 'crew-portal-api',
        sub: 'usr-1001',
        email: 'bat.pilot@example.com',
        scope: 'crew.api'
      })
    )
    expect(result.status).toBe(401)
  })

  it('answers 401 for a token signed by another key, even under the same kid', async () => {
    const impostor = await createTestSigner('test-key-1')
    const result = await rejection(await impostor.sign())
    expect(result).toMatchObject({ status: 401, body: { message: 'The access token signature is not valid.' } })
  })

  it('answers 401 for a token signed by a key the identity provider never published', async () => {
    const stranger = await createTestSigner('stranger-key')
    expect((await rejection(await stranger.sign())).status).toBe(401)
  })

  it('answers 401 for a token that is not a JWT at all', async () => {
    expect((await rejection('not-a-token')).status).toBe(401)
    expect(
      (await api.call('/api/v1/user', { token: null, headers: { authorization: 'Basic YWxleDpzZWNyZXQ=' } })).status
    ).toBe(401)
  })

  it('answers 403 for a good token of an account that is not seeded crew', async () => {
    const response = await api.call('/api/v1/user', {
      token: await api.signer.sign({ sub: 'usr-9999', email: 'stranger@example.com' })
    })
    expect(response.status).toBe(403)
  })

  it('finds the crew member by subject when the token carries no e-mail', async () => {
    const response = await api.call('/api/v1/user', {
      token: await api.signer.sign({ sub: 'usr-1002', email: undefined })
    })
    expect(await response.json()).toMatchObject({ email: 'fto.pilot@example.com', audience: 'fto' })
  })
})

describe('bearerToken and grantedScopes', () => {
  it('reads only a well-formed Bearer header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi')
    expect(bearerToken('bearer abc.def.ghi')).toBe('abc.def.ghi')
    expect(bearerToken('Bearer')).toBeUndefined()
    expect(bearerToken('Bearer a b')).toBeUndefined()
    expect(bearerToken(undefined)).toBeUndefined()
  })

  it('splits space-separated scopes and ignores anything that is not a string', () => {
    expect(grantedScopes({ scope: 'openid  crew.api' })).toEqual(['openid', 'crew.api'])
    expect(grantedScopes({ scp: ['crew.api', 7] })).toEqual(['crew.api'])
    expect(grantedScopes({ scope: 42 })).toEqual([])
  })
})

describe('the identity provider key set fetched over HTTPS', () => {
  let jwksServer: Server
  let served: { keys: object[] }
  let root: string

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'crew-jwks-'))
  })
  afterAll(async () => {
    jwksServer.close()
    await rm(root, { recursive: true, force: true })
  })

  it('verifies tokens against the published set and finds a rotated key', async () => {
    const first = await createTestSigner('key-1')
    const second = await createTestSigner('key-2')
    served = first.jwks
    jwksServer = createServer({ key: api.tls.key, cert: api.tls.cert }, (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(served))
    })
    await new Promise<void>((resolve) => jwksServer.listen(0, 'localhost', resolve))
    const jwksUrl = `https://localhost:${(jwksServer.address() as AddressInfo).port}/jwks`
    const service = await startApiServer({
      port: 0,
      tls: api.tls,
      origins: localOrigins(),
      dataDir: join(root, 'data'),
      jwksUrl
    })
    const fetch = trustingFetch(api.tls.ca)
    const call = async (token: string) =>
      (await fetch(`${service.url}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } })).status
    try {
      expect(await call(await first.sign())).toBe(200)
      expect(await call(await second.sign())).toBe(401)
      // The provider restarts with a new key; after the cooldown the API looks again.
      served = { keys: [...first.jwks.keys, ...second.jwks.keys] }
      // The cooldown is read off the clock (Date): the clock is moved past it instead of waited out.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_100 })
      expect(await call(await second.sign())).toBe(200)
    } finally {
      vi.useRealTimers()
      await service.close()
    }
  })
})

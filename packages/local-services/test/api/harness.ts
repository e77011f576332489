import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { localOrigins } from '../../src/ports.ts'
import type { RunningService, TlsMaterial } from '../../src/service.ts'
import { ensureTlsMaterial } from '../../src/tls/certificates.ts'
import { trustingFetch, type FetchLike } from '../../src/tls/trusting-fetch.ts'
import type { PassIssuerPrivateKey } from '../../src/api/pass-issuer.ts'
import { startApiServer } from '../../src/api/server.ts'
import { createTestSigner, type TestSigner } from './tokens.ts'

export interface TestApi {
  url: string
  signer: TestSigner
  tls: TlsMaterial
  dataDir: string
  fetch: FetchLike
  /** A request to the API; `token: null` sends none, the default is a good token for Alex Morgan. */
  call(
    path: string,
    init?: {
      method?: string
      body?: unknown
      rawBody?: string
      token?: string | null
      headers?: Record<string, string>
    }
  ): Promise<Response>
  /** Stops the server and starts it again on the same data folder (a restart of `npm start`). */
  restart(options?: { reset?: boolean }): Promise<void>
  close(): Promise<void>
}

export const TEST_APP_ORIGIN = localOrigins().app

/**
 * The API over real HTTPS on an ephemeral port, with a throwaway certificate and data folder and a
 * key set of the test's own (so tokens are signed here, as the identity provider would sign them).
 * `passIssuerKeys` fixes the door pass's issuer; otherwise it makes its own in the data folder.
 * `appOrigin` is the origin CORS allows instead of the app's (a test page's, in a browser test).
 */
export async function startTestApi(
  options: {
    now?: () => Date
    signer?: TestSigner
    passIssuerKeys?: readonly PassIssuerPrivateKey[]
    appOrigin?: string
  } = {}
): Promise<TestApi> {
  const root = await mkdtemp(join(tmpdir(), 'crew-api-'))
  const tls = await ensureTlsMaterial(join(root, 'certs'))
  const dataDir = join(root, 'data')
  const signer = options.signer ?? (await createTestSigner())
  const fetch = trustingFetch(tls.ca)
  const start = (reset: boolean) =>
    startApiServer({
      port: 0,
      tls,
      origins: { ...localOrigins(), ...(options.appOrigin === undefined ? {} : { app: options.appOrigin }) },
      dataDir,
      keys: signer.keys,
      reset,
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(options.passIssuerKeys === undefined ? {} : { passIssuerKeys: options.passIssuerKeys })
    })
  let service: RunningService = await start(false)
  const issuedAt = Math.floor((options.now?.() ?? new Date()).getTime() / 1000)
  const defaultToken = await signer.sign({}, { issuedAt })

  const api: TestApi = {
    get url() {
      return service.url
    },
    signer,
    tls,
    dataDir,
    fetch,
    async call(path, init = {}) {
      const headers: Record<string, string> = { ...init.headers }
      const token = init.token === undefined ? defaultToken : init.token
      if (token !== null) headers.authorization = `Bearer ${token}`
      let body = init.rawBody
      if (init.body !== undefined) body = JSON.stringify(init.body)
      if (body !== undefined && headers['content-type'] === undefined) headers['content-type'] = 'application/json'
      return fetch(`${service.url}${path}`, {
        method: init.method ?? 'GET',
        headers,
        ...(body === undefined ? {} : { body })
      })
    },
    async restart({ reset = false } = {}) {
      await service.close()
      service = await start(reset)
    },
    async close() {
      await service.close()
      await rm(root, { recursive: true, force: true })
    }
  }
  return api
}

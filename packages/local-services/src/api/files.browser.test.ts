// A required document's file, stored by a service worker of the app's origin for offline reading:
// the file route answers the app's cross-origin request readably (CORS), not as an opaque answer,
// in Chromium, from a page and from a service worker that puts it in Cache Storage.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, serveTestApp, type TestApp } from '../../test/browser.ts'
import { throwawayTls } from '../../test/service-http.ts'
import { startTestApi, type TestApi } from '../../test/api/index.ts'

/** Fetches `url` as the app's service worker would, stores it, and says what it got and what it stored. */
const SERVICE_WORKER = `
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('message', (event) => {
  const [port] = event.ports
  event.waitUntil((async () => {
    try {
      const response = await fetch(event.data.url, { mode: 'cors' })
      const cache = await caches.open('files-test')
      await cache.put(event.data.url, response.clone())
      const stored = await cache.match(event.data.url)
      const bytes = new Uint8Array(await stored.arrayBuffer())
      port.postMessage({
        type: response.type,
        status: response.status,
        contentType: stored.headers.get('content-type'),
        text: Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')
      })
    } catch (error) {
      port.postMessage({ error: String(error) })
    }
  })())
})
`

interface Fetched {
  type?: string
  status?: number
  contentType?: string | null
  text?: string
  error?: string
}

let app: TestApp
let api: TestApi
let browser: Browser
let page: Page

beforeAll(async () => {
  const tls = await throwawayTls()
  app = await serveTestApp(
    tls,
    {
      '/index.html': { type: 'text/html', body: '<!doctype html><title>files</title>' },
      '/sw.js': { type: 'text/javascript', body: SERVICE_WORKER }
    },
    () => `default-src 'self'; connect-src 'self' ${api.url}`
  )
  api = await startTestApi({ appOrigin: app.origin })
  browser = await launchChromium()
  const context = await browser.newContext({ ignoreHTTPSErrors: true })
  page = await context.newPage()
  await page.goto(`${app.origin}/index.html`)
})

afterAll(async () => {
  await browser.close()
  await api.close()
  await app.close()
})

/** The link the API gives for the A320 FCOM, version in its query, on the test API's port (the seed links to the usual one). */
async function fcomUrl(): Promise<string> {
  const document = (await (await api.call('/api/v1/library/documents/doc-a320-fcom')).json()) as { url: string }
  const { pathname, search } = new URL(document.url)
  return `${api.url}${pathname}${search}`
}

describe("a required document's file, fetched from the app's origin", () => {
  it('is a readable CORS answer, not an opaque one, for the page', async () => {
    const url = await fcomUrl()
    const fetched = await page.evaluate(async (link) => {
      const response = await fetch(link, { mode: 'cors' })
      const bytes = new Uint8Array(await response.arrayBuffer())
      return {
        type: response.type,
        status: response.status,
        text: Array.from(bytes.subarray(0, 5), (byte) => String.fromCharCode(byte)).join('')
      }
    }, url)
    expect(fetched).toEqual({ type: 'cors', status: 200, text: '%PDF-' })
  })

  it("is stored whole by the origin's service worker, in Cache Storage, and reads back as the version linked", async () => {
    const url = await fcomUrl()
    expect(url).toMatch(/\/files\/doc-a320-fcom\.pdf\?v=54$/)
    const fetched = await page.evaluate(async (link) => {
      await navigator.serviceWorker.register('/sw.js')
      const registration = await navigator.serviceWorker.ready
      return new Promise<Fetched>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = (event: MessageEvent<Fetched>) => resolve(event.data)
        registration.active?.postMessage({ url: link }, [channel.port2])
      })
    }, url)
    expect(fetched.error).toBeUndefined()
    expect(fetched).toMatchObject({ type: 'cors', status: 200, contentType: 'application/pdf' })
    expect(fetched.text).toMatch(/^%PDF-/)
    expect(fetched.text).toContain('(A320 FCOM)')
    expect(fetched.text).toContain('(Version 54)')
  })
})

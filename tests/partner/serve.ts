// A static server of a partner's folder that sends the partner's strict CSP with every answer, and
// a Chromium page that records what a partner must never see: console errors and CSP violations.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

export const PARTNER_CSP = "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'"
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json'
}

export interface StaticSite {
  origin: string
  close(): Promise<void>
}

export async function serveFolder(folder: string, csp = PARTNER_CSP): Promise<StaticSite> {
  const server = createServer((request, response) => {
    const path = normalize(join(folder, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)))
    const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.html') : path
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': csp
    })
    response.end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}

export interface WatchedPage {
  page: Page
  /** Console errors and warnings, page errors and CSP violations, in order. */
  problems: string[]
  /** Path names of the scripts the page fetched. */
  scripts: string[]
}

/** A watched page of its own, or of `context` (a partner page needing context options, say). */
export async function watchedPage(browser: Browser | BrowserContext): Promise<WatchedPage> {
  const page = await browser.newPage()
  const problems: string[] = []
  const scripts: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    )
  })
  return { page, problems, scripts }
}

/** The machine's Chromium, with the flags every browser test of the repository uses. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })

/**
 * For afterAll: closes what beforeAll opened (a browser, a site, a registry), in order. What it
 * never got to open, a beforeAll that failed half way, is undefined and passed over.
 */
export async function closeAll(...opened: ({ close(): Promise<unknown> } | undefined)[]): Promise<void> {
  for (const thing of opened) await thing?.close()
}

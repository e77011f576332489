// Test helpers for running the real browser SDKs in Debian's Chromium against the local services.
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { Hono } from 'hono'
import { chromium, type Browser } from 'playwright-core'
import { localOrigins } from '../src/ports.ts'
import type { TlsMaterial } from '../src/service.ts'
import { listenHttps } from '../src/service-http/server.ts'
import { startTelemetrySink, type TelemetrySink } from '../src/telemetry/server.ts'
import { throwawayTls } from './service-http.ts'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const PACKAGE_ROOT = fileURLToPath(new URL('../', import.meta.url))

/** Chromium with the repository's quiet flags (scripts/chromium.mjs) and the throwaway CA ignored. */
export async function launchChromium(): Promise<Browser> {
  const { chromiumArgs, chromiumPath } = (await import(pathToFileURL(`${REPO_ROOT}scripts/chromium.mjs`).href)) as {
    chromiumArgs: string[]
    chromiumPath: string
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, '--ignore-certificate-errors']
  })
}

/** Bundles a few lines of browser code that import real npm packages (the SDKs) into one classic script. */
export async function bundleForBrowser(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: PACKAGE_ROOT, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent'
  })
  return result.outputFiles[0]?.text ?? ''
}

export interface TestApp {
  origin: string
  close(): Promise<void>
}

/**
 * The stand-in for the app's origin: serves the given files with the given CSP, so CORS between
 * it and the services is real. Files are keyed by path (`/index.html`).
 */
export async function serveTestApp(
  tls: TlsMaterial,
  files: Record<string, { type: string; body: string }>,
  csp: () => string
): Promise<TestApp> {
  const app = new Hono().get('*', (c) => {
    const file = files[c.req.path]
    return file === undefined
      ? c.body(null, 404)
      : c.body(file.body, 200, {
          'Content-Type': file.type,
          'Content-Security-Policy': csp(),
          'Cache-Control': 'no-store'
        })
  })
  const { url, close } = await listenHttps(app, { port: 0, tls })
  return { origin: url, close }
}

/** The telemetry sink, a test app whose origin it accepts, and Chromium: what a test of the sink's browser clients needs. */
export interface SinkWithApp {
  app: TestApp
  sink: TelemetrySink
  browser: Browser
  close(): Promise<void>
}

/** Starts the three; `csp` is the app's policy, given the sink's URL once the sink runs. */
export async function startSinkWithApp(
  files: Record<string, { type: string; body: string }>,
  csp: (sinkUrl: string) => string
): Promise<SinkWithApp> {
  const tls = await throwawayTls()
  let sinkUrl = ''
  const app = await serveTestApp(tls, files, () => csp(sinkUrl))
  const sink = await startTelemetrySink({
    port: 0,
    tls,
    dataDir: '/nonexistent',
    origins: { ...localOrigins(), app: app.origin }
  })
  sinkUrl = sink.url
  const browser = await launchChromium()
  return {
    app,
    sink,
    browser,
    async close() {
      await browser.close()
      await sink.close()
      await app.close()
    }
  }
}

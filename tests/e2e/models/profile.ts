import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, type Page, chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs'
import { watchCspViolations } from '../fixtures.ts'
import { origins } from '../playwright.config.ts'

/** A folder for a browser profile kept on disk, as a phone keeps one between launches; `remove` deletes it. */
export function profileFolder(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'crew-profile-'))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

/** A browser on a profile kept on disk, its Content Security Policy violations watched by the test. */
export async function launchProfile(
  profile: string,
  options: { offline?: boolean; viewport?: { width: number; height: number }; args?: string[] } = {}
): Promise<BrowserContext> {
  return watchCspViolations(
    await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      // The service worker registers only on an origin whose certificate the browser accepts.
      args: [...chromiumArgs, '--ignore-certificate-errors', ...(options.args ?? [])],
      ignoreHTTPSErrors: true,
      baseURL: origins.app,
      viewport: options.viewport ?? { width: 1280, height: 900 },
      offline: options.offline ?? false
    })
  )
}

/** Waits until the app's service worker is active: from then on the app opens with no network. */
export async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    if (!registration.active) throw new Error('no active worker')
  })
}

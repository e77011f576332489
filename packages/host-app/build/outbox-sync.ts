// The service worker's part in the outbox (docs/offline.md, "Saves made offline"): Workbox's
// generateSW has no place for an event listener of our own, and its `importScripts` passes a string,
// which the app's CSP (Trusted Types, enforced in the worker too) refuses. So the build appends the
// listener to the worker it wrote, before the files are compressed.
//
// The worker holds no token and stores none: at a Background Sync it asks the open pages of the app
// to send their outbox (`shell/service-worker.ts` answers through the message's port) and ends once
// one has answered. With no page open it fails, so the browser tries again later, as far as its own
// retry policy goes; the app's next open sends the outbox anyway.
import { appendFile, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_WORKER_CODE } from '../src/shell/outbox-sync-names.ts'
/** Appends the outbox's sync listener to the built `sw.js`, after vite-plugin-pwa wrote it. */
export function outboxSync(): Plugin {
  let outDir = 'dist'
  return {
    name: 'crew-portal:outbox-sync',
    apply: 'build',
    // After vite-plugin-pwa's build plugin (also `post`, listed before this one) and before precompress.
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const worker = join(outDir, 'sw.js')
        let text: string
        try {
          text = await readFile(worker, 'utf8')
        } catch {
          // The redirect bridge's build has no worker.
          return
        }
        if (!text.includes(OUTBOX_FLUSH_MESSAGE)) await appendFile(worker, OUTBOX_SYNC_WORKER_CODE)
      }
    }
  }
}

// The service worker's parts of our own (docs/offline.md): Workbox's generateSW has no place for an
// event listener of ours, and its `importScripts` passes a string, which the app's CSP (Trusted
// Types, enforced in the worker too) refuses. So the build appends each part to the worker it
// wrote, before the files are compressed. Each part's code and the names it shares with the page
// are in `src/shell/*-names.ts`, unit-tested there:
//
// - the outbox's Background Sync ("Saves made offline"): the worker holds no token and stores none;
//   at a sync it asks the open pages of the app to send their outbox (`shell/service-worker.ts`
//   answers through the message's port) and ends once one has answered. With no page open it fails,
//   so the browser tries again later, as far as its own retry policy goes; the app's next open
//   sends the outbox anyway.
// - the offline copies of required reading ("Offline copies of required reading"): the page posts
//   the list, the worker holds those files in their own cache and answers their addresses from it.
import { appendFile, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { OFFLINE_COPIES_STORE_MESSAGE, OFFLINE_COPIES_WORKER_CODE } from '../src/shell/offline-copies-names.ts'
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_WORKER_CODE } from '../src/shell/outbox-sync-names.ts'

/** Each part's code, and a name only it holds (so a second build appends it once). */
const PARTS = [
  { code: OUTBOX_SYNC_WORKER_CODE, mark: OUTBOX_FLUSH_MESSAGE },
  { code: OFFLINE_COPIES_WORKER_CODE, mark: OFFLINE_COPIES_STORE_MESSAGE }
]

/** Appends our parts to the built `sw.js`, after vite-plugin-pwa wrote it. */
export function workerParts(): Plugin {
  let outDir = 'dist'
  return {
    name: 'crew-portal:worker-parts',
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
        for (const { code, mark } of PARTS) if (!text.includes(mark)) await appendFile(worker, code)
      }
    }
  }
}

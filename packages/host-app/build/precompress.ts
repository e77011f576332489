// Writes `<file>.br` and `<file>.gz` beside every text file of the build, so the servers (the local
// app server and deploy/Caddyfile) send compressed bytes without compressing at request time.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|ico)$/
/** Below this, compression saves less than the header it costs. */
const MIN_BYTES = 1024

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
  )
  return nested.flat()
}

/** True when `<file>.br` was written after the file: a second build into the same folder (the redirect bridge's) skips it. */
async function compressedSince(file: string, modified: number): Promise<boolean> {
  try {
    return (await stat(`${file}.br`)).mtimeMs >= modified
  } catch {
    return false
  }
}

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'crew-portal:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir
    },
    // After every other plugin has written (the service worker included).
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const { size, mtimeMs } = await stat(file)
        if (size < MIN_BYTES || (await compressedSince(file, mtimeMs))) continue
        const data = await readFile(file)
        await writeFile(
          `${file}.br`,
          brotliCompressSync(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length }
          })
        )
        await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }))
      }
    }
  }
}

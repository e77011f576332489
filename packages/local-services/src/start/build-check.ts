// Whether the host app's build is older than its sources, and building it when it is.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The newest modification time under `path` (files and folders; build output and modules skipped). */
export function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue
    newest = Math.max(newest, newestChange(join(path, entry.name)))
  }
  return newest
}

/** Whether the app must be (re)built: no build yet, or a source of the app or its packages is newer. */
export function hostAppBuildIsStale(root: string, distDir: string): boolean {
  const built = join(distDir, 'index.html')
  if (!existsSync(built)) return true
  const sources = ['packages/host-app', 'packages/widgets/src', 'packages/core/src', 'packages/contract/src'].map(
    (path) => newestChange(join(root, path))
  )
  return Math.max(...sources) > statSync(built).mtimeMs
}

export function ensureHostAppBuild(root: string, distDir: string, log: (line: string) => void): void {
  const manifest = join(root, 'packages', 'host-app', 'package.json')
  const scripts = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, unknown> }).scripts
    : undefined
  if (typeof scripts?.build !== 'string') {
    log('The host app has no build script yet: not building it (the app origin says so until it is built).')
    return
  }
  if (!hostAppBuildIsStale(root, distDir)) return
  log('Building the host app (npm run build -w @crew-portal/host-app)...')
  const result = spawnSync('npm', ['run', 'build', '-w', '@crew-portal/host-app'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit']
  })
  if (result.status !== 0)
    throw new Error(
      `The host app build failed (exit ${result.status ?? result.signal ?? '?'}); fix it or run with --no-build.`
    )
}

// `npm start`: every local service on its own HTTPS origin, in one process (scripts/start.mjs runs
// `main`); `startLocalServices` does the same for tests that need the whole product in-process.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SEEDED_USERS, startApiServer } from './api/index.ts'
import { startAppServer } from './app-server/index.ts'
import { localBuildNumber } from './app-server/settings.ts'
import { startFlagServer } from './flags/index.ts'
import { FLAG_STATE_FILE } from './flags/store.ts'
import { JWKS_PATH, startIdentityServer } from './identity/index.ts'
import { SEEDED_PASSWORD, basePort as basePortFromEnvironment, localOrigins, localPorts, type LocalOrigins } from './ports.ts'
import type { RunningService, ServiceOptions, TlsMaterial } from './service.ts'
import { SURVEY_SCRIPT_PATH, startTelemetrySink } from './telemetry/index.ts'
import { ensureTlsMaterial, tlsFiles } from './tls/index.ts'

/** The repository root (this file is packages/local-services/src/start.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

export interface LocalServicesOptions {
  /** First port of the block of five; defaults to `CREW_PORT` or 4280. */
  basePort?: number
  /** Wipe the saved writes (API writes, changed flags) before starting. */
  reset?: boolean
  /** Defaults to `<repo>/.local/data`. */
  dataDir?: string
  /** Defaults to `<repo>/.local/certs`. */
  certDir?: string
  /** The host app's build; defaults to `<repo>/packages/host-app/dist`. */
  distDir?: string
  /** Build the host app first when its build is missing or older than its sources. */
  build?: boolean
  /** Access-token lifetime, for tests of expiry; defaults to an hour. */
  accessTokenTtlSeconds?: number
  log?: (line: string) => void
}

export interface LocalServices {
  origins: LocalOrigins
  tls: TlsMaterial
  caFile: string
  dataDir: string
  /** In start order: identity, api, flags, telemetry, app. */
  services: RunningService[]
  close(): Promise<void>
}

/** Starts every service; if one cannot start, the ones already running are closed again. */
export async function startLocalServices(options: LocalServicesOptions = {}): Promise<LocalServices> {
  const log = options.log ?? (() => {})
  const base = options.basePort ?? basePortFromEnvironment()
  const origins = localOrigins(base)
  const ports = localPorts(base)
  const dataDir = resolve(options.dataDir ?? join(REPO_ROOT, '.local', 'data'))
  const certDir = resolve(options.certDir ?? join(REPO_ROOT, '.local', 'certs'))
  const distDir = resolve(options.distDir ?? join(REPO_ROOT, 'packages', 'host-app', 'dist'))

  const tls = await ensureTlsMaterial(certDir)
  if (options.build === true) ensureHostAppBuild(REPO_ROOT, distDir, log)
  if (options.reset === true) {
    await rm(join(dataDir, FLAG_STATE_FILE), { force: true })
    log(`Reset: saved writes and changed flags in ${dataDir} are wiped.`)
  }

  const common = (port: number): ServiceOptions => ({ port, tls, origins, dataDir, log })
  const starters: Array<[string, number, () => Promise<RunningService>]> = [
    ['identity', ports.identity, () => startIdentityServer({ ...common(ports.identity), accessTokenTtlSeconds: options.accessTokenTtlSeconds })],
    ['api', ports.api, () => startApiServer({ ...common(ports.api), reset: options.reset === true })],
    ['flags', ports.flags, () => startFlagServer(common(ports.flags))],
    ['telemetry', ports.telemetry, () => startTelemetrySink(common(ports.telemetry))],
    ['app', ports.app, () => startAppServer({ ...common(ports.app), distDir, buildNumber: buildNumber(REPO_ROOT) })]
  ]

  const services: RunningService[] = []
  const closeAll = async () => {
    // Reverse order: the app stops taking requests before the services behind it go.
    await Promise.allSettled([...services].reverse().map((service) => service.close()))
    services.length = 0
  }
  for (const [name, port, start] of starters) {
    try {
      services.push(await start())
    } catch (error) {
      await closeAll()
      throw startFailure(name, port, error)
    }
  }
  return { origins, tls, caFile: tlsFiles(certDir).ca, dataDir, services: [...services], close: closeAll }
}

function startFailure(name: string, port: number, error: unknown): Error {
  const code = (error as { code?: unknown } | undefined)?.code
  if (code === 'EADDRINUSE') {
    return new Error(`Port ${port} (${name}) is in use: is another \`npm start\` running? Stop it, or move the block with CREW_PORT=<port>.`)
  }
  return new Error(`The ${name} service did not start: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
}

function buildNumber(root: string): string {
  try {
    const { version } = JSON.parse(readFileSync(join(root, 'packages', 'host-app', 'package.json'), 'utf8')) as { version?: unknown }
    return localBuildNumber(typeof version === 'string' ? version : '0.0.0', root)
  } catch {
    return localBuildNumber('0.0.0', root)
  }
}

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
  const sources = ['packages/host-app', 'packages/widgets/src', 'packages/core/src'].map((path) => newestChange(join(root, path)))
  return Math.max(...sources) > statSync(built).mtimeMs
}

function ensureHostAppBuild(root: string, distDir: string, log: (line: string) => void): void {
  const manifest = join(root, 'packages', 'host-app', 'package.json')
  const scripts = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, unknown> }).scripts : undefined
  if (typeof scripts?.build !== 'string') {
    log('The host app has no build script yet: not building it (the app origin says so until it is built).')
    return
  }
  if (!hostAppBuildIsStale(root, distDir)) return
  log('Building the host app (npm run build -w @crew-portal/host-app)...')
  const result = spawnSync('npm', ['run', 'build', '-w', '@crew-portal/host-app'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) throw new Error(`The host app build failed (exit ${result.status ?? result.signal ?? '?'}); fix it or run with --no-build.`)
}

/** What `npm start` prints once everything listens. */
export function startBanner(running: LocalServices, root: string = REPO_ROOT): string {
  const { origins } = running
  const ca = relative(root, running.caFile) || running.caFile
  const width = Math.max(...SEEDED_USERS.map((user) => user.email.length))
  const accounts = SEEDED_USERS.map((user) => `  ${user.email.padEnd(width)}  ${user.givenName} ${user.lastName}`).join('\n')
  return `
Crew Portal runs on this machine:
  App                 ${origins.app}/
  Identity provider   ${origins.identity}   (discovery /.well-known/openid-configuration, keys ${JWKS_PATH})
  Product API         ${origins.api}/api/v1   (faults: POST /__control/faults)
  Flag service        ${origins.flags}   (flags: PUT /__control/flags/<key>)
  Telemetry sink      ${origins.telemetry}/   (survey script ${SURVEY_SCRIPT_PATH})

Seeded accounts, password ${SEEDED_PASSWORD} for each:
${accounts}

HTTPS uses a local certificate authority: ${ca}
Trust it once so the browser accepts every local origin (details: docs/local-services.md):
  Chrome, Edge, Chromium: Settings > Privacy and security > Security > Manage certificates > Authorities > Import
  Firefox: Settings > Privacy & Security > Certificates > View Certificates > Authorities > Import
  macOS: sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain ${ca}
  Debian/Ubuntu: sudo cp ${ca} /usr/local/share/ca-certificates/crew-portal-local-ca.crt && sudo update-ca-certificates
  Windows: certutil -user -addstore Root ${ca}
  Node tools: NODE_EXTRA_CA_CERTS=${ca}

Saved writes: ${relative(root, running.dataDir) || running.dataDir} (npm start -- --reset wipes them). Stop with Ctrl-C.
`
}

const USAGE = `Usage: npm start -- [--reset] [--no-build]
  --reset     wipe saved writes (API writes, changed flags) before starting
  --no-build  serve whatever host-app build exists, without building
  CREW_PORT=<port>      moves the block of five ports (default 4280)
  CREW_LOCAL_DIR=<dir>  keeps certificates and data there instead of <repo>/.local`

export interface StartArguments {
  reset: boolean
  build: boolean
  help: boolean
}

export function parseStartArguments(args: readonly string[]): StartArguments {
  const parsed: StartArguments = { reset: false, build: true, help: false }
  for (const arg of args) {
    if (arg === '--reset') parsed.reset = true
    else if (arg === '--no-build') parsed.build = false
    else if (arg === '--help' || arg === '-h') parsed.help = true
    else throw new Error(`Unknown option "${arg}".\n${USAGE}`)
  }
  return parsed
}

/** The command line: start, print, and on Ctrl-C (SIGINT) or SIGTERM close every server and exit. */
export async function main(args: readonly string[]): Promise<void> {
  let parsed: StartArguments
  try {
    parsed = parseStartArguments(args)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 2
    return
  }
  if (parsed.help) {
    console.log(USAGE)
    return
  }
  const log = (line: string) => console.log(line)
  let running: LocalServices
  try {
    const localDir = process.env.CREW_LOCAL_DIR
    const dirs = localDir === undefined || localDir === '' ? {} : { dataDir: join(localDir, 'data'), certDir: join(localDir, 'certs') }
    running = await startLocalServices({ reset: parsed.reset, build: parsed.build, log, ...dirs })
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
    return
  }
  console.log(startBanner(running))

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log('Stopping at once.')
      process.exit(130)
    }
    stopping = true
    console.log(`\n${signal}: stopping every local service...`)
    // A server that will not close must not keep the terminal hostage.
    setTimeout(() => process.exit(1), 5000).unref()
    void running.close().then(() => {
      console.log('Stopped.')
      process.exit(0)
    })
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

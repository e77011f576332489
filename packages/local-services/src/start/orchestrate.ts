// Starts every local service on its own HTTPS origin, in start order, and closes them again.
import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PassIssuerPrivateKey } from '../api/pass-issuer.ts'
import { startApiServer } from '../api/server.ts'
import type { SeedSize } from '../api/seed/index.ts'
import { startAppServer } from '../app-server/server.ts'
import { localBuildNumber } from '../app-server/settings.ts'
import { startFlagServer } from '../flags/server.ts'
import { FLAG_STATE_FILE } from '../flags/store.ts'
import { startIdentityServer } from '../identity/server.ts'
import { basePort as basePortFromEnvironment, localOrigins, localPorts, type LocalOrigins } from '../ports.ts'
import type { RunningService, ServiceOptions, TlsMaterial } from '../service.ts'
import { startTelemetrySink } from '../telemetry/server.ts'
import { ensureTlsMaterial, tlsFiles } from '../tls/certificates.ts'
import { ensureHostAppBuild } from './build-check.ts'

/** The repository root (this file is packages/local-services/src/start/orchestrate.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

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
  /** `large`: an airline-sized library and schedule for the bench and the at-scale tests. */
  data?: SeedSize
  /** Access-token lifetime, for tests of expiry; defaults to an hour. */
  accessTokenTtlSeconds?: number
  /** The door pass's issuer keys (createPassIssuerKey()); defaults to the ones kept in `dataDir`. */
  passIssuerKeys?: readonly PassIssuerPrivateKey[]
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
    [
      'identity',
      ports.identity,
      () => startIdentityServer({ ...common(ports.identity), accessTokenTtlSeconds: options.accessTokenTtlSeconds })
    ],
    [
      'api',
      ports.api,
      () =>
        startApiServer({
          ...common(ports.api),
          reset: options.reset === true,
          data: options.data ?? 'default',
          ...(options.passIssuerKeys === undefined ? {} : { passIssuerKeys: options.passIssuerKeys })
        })
    ],
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
    return new Error(
      `Port ${port} (${name}) is in use: is another \`npm start\` running? Stop it, or move the block with CREW_PORT=<port>.`
    )
  }
  return new Error(`The ${name} service did not start: ${error instanceof Error ? error.message : String(error)}`, {
    cause: error
  })
}

function buildNumber(root: string): string {
  try {
    const { version } = JSON.parse(readFileSync(join(root, 'packages', 'host-app', 'package.json'), 'utf8')) as {
      version?: unknown
    }
    return localBuildNumber(typeof version === 'string' ? version : '0.0.0', root)
  } catch {
    return localBuildNumber('0.0.0', root)
  }
}

/**
 * The fixed points every test relies on (docs/local-services.md). `CREW_PORT` moves the whole block,
 * so a test run can sit beside a running `npm start`.
 */
export interface LocalOrigins {
  app: string
  identity: string
  api: string
  flags: string
  telemetry: string
}

export const DEFAULT_BASE_PORT = 4280

export function basePort(env: Record<string, string | undefined> = process.env): number {
  const raw = env.CREW_PORT
  if (raw === undefined || raw === '') return DEFAULT_BASE_PORT
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1024 || port > 65530) {
    throw new Error(`CREW_PORT must be a whole number from 1024 to 65530, got "${raw}"`)
  }
  return port
}

export function localPorts(base = basePort()) {
  return { app: base, identity: base + 1, api: base + 2, flags: base + 3, telemetry: base + 4 }
}

export function localOrigins(base = basePort()): LocalOrigins {
  const ports = localPorts(base)
  const origin = (port: number) => `https://localhost:${port}`
  return {
    app: origin(ports.app),
    identity: origin(ports.identity),
    api: origin(ports.api),
    flags: origin(ports.flags),
    telemetry: origin(ports.telemetry)
  }
}

/** Identity values shared by the identity provider, the API's token check and the app settings. */
export const SPA_CLIENT_ID = 'crew-portal-spa'
export const API_AUDIENCE = 'crew-portal-api'
export const API_SCOPE = 'crew.api'
export const FLAG_ENVIRONMENT = 'crew-portal-local'
export const SEEDED_PASSWORD = 'crew-demo-1'
/**
 * Where the identity provider returns the browser after sign-out (`postLogoutRedirectUri`): a static
 * page of the build that goes on to `/`, answered with `Clear-Site-Data` (app-server/headers.ts).
 */
export const SIGNED_OUT_PATH = '/signed-out.html'

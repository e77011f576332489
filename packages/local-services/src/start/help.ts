// What `npm start` says: its usage, and the banner once everything listens.
import { relative } from 'node:path'
import { SEEDED_USERS } from '../api/seed/users.ts'
import { JWKS_PATH } from '../identity/server.ts'
import { SEEDED_PASSWORD } from '../ports.ts'
import { SURVEY_SCRIPT_PATH } from '../telemetry/server.ts'
import { REPO_ROOT, type LocalServices } from './orchestrate.ts'

/** What `npm start` prints once everything listens. */
export function startBanner(running: LocalServices, root: string = REPO_ROOT): string {
  const { origins } = running
  const ca = relative(root, running.caFile) || running.caFile
  const width = Math.max(...SEEDED_USERS.map((user) => user.email.length))
  const accounts = SEEDED_USERS.map((user) => `  ${user.email.padEnd(width)}  ${user.givenName} ${user.lastName}`).join(
    '\n'
  )
  return `
Crew Portal runs on this machine:
  App                 ${origins.app}/
  Door check (gate)   ${origins.app}/gate   (no sign-in: checks a pilot's door code)
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

export const USAGE = `Usage: npm start -- [--reset] [--no-build] [--data large]
  --reset       wipe saved writes (API writes, changed flags) before starting
  --no-build    serve whatever host-app build exists, without building
  --data large  add an airline-sized data set: 10,000 library documents, 1,000 events for fto.pilot@example.com
  CREW_PORT=<port>      moves the block of five ports (default 4280)
  CREW_LOCAL_DIR=<dir>  keeps certificates and data there instead of <repo>/.local`

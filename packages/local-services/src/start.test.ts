import { spawn } from 'node:child_process'
import { mkdir, readFile, readdir, utimes, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, signInForTokens } from '../test/identity-client.ts'
import { SEEDED_PASSWORD, localOrigins, localPorts } from './ports.ts'
import {
  REPO_ROOT,
  hostAppBuildIsStale,
  parseStartArguments,
  startBanner,
  startLocalServices,
  type LocalServices
} from './start.ts'
import { findFreePortBlock } from '../test/free-ports.ts'
import { trustingFetch } from './tls/trusting-fetch.ts'
import { tempDir } from '../test/temp-dir.ts'

const dir = tempDir('crew-start-', 'all')

describe('startLocalServices', () => {
  let running: LocalServices
  beforeAll(async () => {
    running = await startLocalServices({
      basePort: await findFreePortBlock(),
      dataDir: join(dir(), 'data'),
      certDir: join(dir(), 'certs'),
      distDir: join(dir(), 'no-build')
    })
  })
  afterAll(async () => {
    await running.close()
  })

  it('starts every service on its own origin', () => {
    expect(running.services.map((service) => service.name)).toEqual(['identity', 'api', 'flags', 'telemetry', 'app'])
    const urls = running.services.map((service) => new URL(service.url).origin)
    expect(urls).toEqual([
      running.origins.identity,
      running.origins.api,
      running.origins.flags,
      running.origins.telemetry,
      running.origins.app
    ])
  })

  it('signs a crew member in, and the API accepts the token it issued', async () => {
    const fetch = trustingFetch(running.tls.ca)
    const tokens = await signInForTokens(
      { fetch, jar: new CookieJar() },
      running.origins,
      'bat.pilot@example.com',
      SEEDED_PASSWORD
    )
    const user = await fetch(`${running.origins.api}/api/v1/user`, {
      headers: { authorization: `Bearer ${tokens.access_token}`, origin: running.origins.app }
    })
    expect(user.status).toBe(200)
    expect(await user.json()).toMatchObject({ email: 'bat.pilot@example.com', givenName: 'Alex', lastName: 'Morgan' })
    const anonymous = await fetch(`${running.origins.api}/api/v1/user`)
    expect(anonymous.status).toBe(401)
  })

  it('serves settings that point at the running services', async () => {
    const fetch = trustingFetch(running.tls.ca)
    const settings = (await (await fetch(`${running.origins.app}/settings.json`)).json()) as {
      survey: { scriptUrl: string }
      apiBaseUrl: string
    }
    expect(settings.apiBaseUrl).toBe(running.origins.api)
    const survey = await fetch(settings.survey.scriptUrl)
    expect(survey.status).toBe(200)
    expect(survey.headers.get('content-type')).toMatch(/javascript/)
  })

  it('prints every URL, the accounts, the password and how to trust the authority', () => {
    const banner = startBanner(running, dir())
    for (const origin of Object.values(running.origins)) expect(banner).toContain(origin)
    expect(banner).toContain('bat.pilot@example.com  Alex Morgan')
    expect(banner).toContain('new.crew@example.com   Kim Park')
    expect(banner).toContain(`password ${SEEDED_PASSWORD}`)
    expect(banner).toContain('certs/crew-portal-local-ca.pem')
    expect(banner).toContain('Manage certificates')
  })

  it('refuses to start a second time on the same ports and leaves nothing running', async () => {
    const base = Number(new URL(running.origins.app).port)
    // Shifted by one: the second run's identity port is the first run's API port.
    const clash = startLocalServices({
      basePort: base + 1,
      dataDir: join(dir(), 'data2'),
      certDir: join(dir(), 'certs'),
      distDir: join(dir(), 'no-build')
    })
    await expect(clash).rejects.toThrow(`Port ${base + 2} (identity) is in use`)
    // Nothing of the failed run still listens: its free ports are free again.
    expect(await listening(base + 5)).toBe(false)
  })
})

describe('reset', () => {
  it('wipes changed flags and saved writes', async () => {
    const dataDir = join(dir(), 'reset-data')
    await mkdir(dataDir, { recursive: true })
    await writeFile(join(dataDir, 'flags.json'), '{"flags":{}}')
    const running = await startLocalServices({
      basePort: await findFreePortBlock(),
      dataDir,
      certDir: join(dir(), 'certs'),
      distDir: join(dir(), 'none'),
      reset: true
    })
    await running.close()
    const saved = await readFile(join(dataDir, 'flags.json'), 'utf8').catch(() => '')
    expect(saved).not.toBe('{"flags":{}}')
  })
})

describe('command line', () => {
  it('reads --reset, --no-build and --help, and refuses anything else', () => {
    expect(parseStartArguments([])).toEqual({ reset: false, build: true, help: false, data: 'default' })
    expect(parseStartArguments(['--reset', '--no-build'])).toEqual({
      reset: true,
      build: false,
      help: false,
      data: 'default'
    })
    expect(parseStartArguments(['--data', 'large'])).toMatchObject({ data: 'large' })
    expect(parseStartArguments(['--data=large', '-h'])).toMatchObject({ data: 'large', help: true })
    expect(() => parseStartArguments(['--rest'])).toThrow(/Unknown option "--rest"/)
    expect(() => parseStartArguments(['--data', 'huge'])).toThrow(/--data must be "default" or "large"/)
  })

  it('rebuilds the app when a source is newer than the build', async () => {
    const root = join(dir(), 'repo')
    const dist = join(root, 'packages', 'host-app', 'dist')
    await mkdir(join(root, 'packages', 'host-app', 'src'), { recursive: true })
    await mkdir(dist, { recursive: true })
    expect(hostAppBuildIsStale(root, dist)).toBe(true)
    await writeFile(join(dist, 'index.html'), '<!doctype html>')
    await writeFile(join(root, 'packages', 'host-app', 'src', 'main.tsx'), '')
    const old = new Date(Date.now() - 60_000)
    await utimes(join(root, 'packages', 'host-app', 'src', 'main.tsx'), old, old)
    await utimes(join(root, 'packages', 'host-app', 'src'), old, old)
    await utimes(join(root, 'packages', 'host-app'), old, old)
    expect(hostAppBuildIsStale(root, dist)).toBe(false)
    await writeFile(join(root, 'packages', 'host-app', 'src', 'main.tsx'), 'changed')
    expect(hostAppBuildIsStale(root, dist)).toBe(true)
  })
})

/** Every process below `pid` (children, their children...), from /proc (Linux). */
async function descendantsOf(pid: number): Promise<number[]> {
  const parents = new Map<number, number>()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
  }
  const found: number[] = []
  const queue = [pid]
  while (queue.length > 0) {
    const parent = queue.shift()
    for (const [child, itsParent] of parents) {
      if (itsParent === parent && !found.includes(child)) {
        found.push(child)
        queue.push(child)
      }
    }
  }
  return found
}

/** Running, that is: present and not a zombie waiting for a parent (a container's init) to reap it. */
async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined)
  if (stat === undefined) return false
  const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]
  return state !== 'Z' && state !== 'X'
}

async function stillRunning(pids: number[]): Promise<Array<{ pid: number; command: string }>> {
  const running: Array<{ pid: number; command: string }> = []
  for (const pid of pids) {
    if (await alive(pid))
      running.push({ pid, command: await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '?') })
  }
  return running
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, 'localhost')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

describe('npm start (node scripts/start.mjs)', () => {
  it('prints the URLs, serves, and exits cleanly on SIGINT leaving no process behind', async () => {
    const base = await findFreePortBlock()
    const localDir = join(dir(), 'cli')
    const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
      cwd: REPO_ROOT,
      env: { ...process.env, CREW_PORT: String(base), CREW_LOCAL_DIR: localDir },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    let heard: () => void = () => undefined
    // Ready once it says how to stop it, or ended.
    const started = new Promise<void>((resolve) => (heard = resolve))
    const hear = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Stop with Ctrl-C')) heard()
    }
    child.stdout.on('data', hear)
    child.stderr.on('data', hear)
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

    await Promise.race([started, exited])
    const origins = localOrigins(base)
    expect(output, output).toContain('Stop with Ctrl-C')
    for (const origin of Object.values(origins)) expect(output).toContain(origin)
    expect(output).toContain(SEEDED_PASSWORD)

    const ca = await readFile(join(localDir, 'certs', 'crew-portal-local-ca.pem'), 'utf8')
    const discovery = await trustingFetch(ca)(`${origins.identity}/.well-known/openid-configuration`)
    expect(discovery.status).toBe(200)
    const pid = child.pid ?? 0
    // Helpers such as esbuild's service process may run below it; they must end with it.
    const descendants = await descendantsOf(pid)

    child.kill('SIGINT')
    expect(await exited).toBe(0)
    expect(output).toContain('Stopped.')
    const settled = Date.now() + 3000
    while ((await stillRunning([pid, ...descendants])).length > 0 && Date.now() < settled) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(await stillRunning([pid, ...descendants])).toEqual([])
    const ports = Object.values(localPorts(base))
    expect(await Promise.all(ports.map(listening))).toEqual(ports.map(() => false))
  }, 60_000)
})

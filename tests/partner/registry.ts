// A local npm registry (Verdaccio) for the partner tests: the kit is published to it with
// `npm publish` and the example portals install it from there with `npm install`, the route a
// partner takes from npmjs.com. Only @crew-portal/* comes from it; everything else from the usual
// registry (and npm's cache). Verdaccio runs in this process, so npm is always run asynchronously.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { runServer } from 'verdaccio'

const run = promisify(execFile)

export interface LocalRegistry {
  url: string
  /** npm with this registry for @crew-portal/* and a throw-away user configuration. */
  npm(args: string[], cwd: string): Promise<string>
  /** Stops the registry and removes its storage. */
  close(): Promise<void>
}

export async function startLocalRegistry(): Promise<LocalRegistry> {
  const folder = mkdtempSync(join(tmpdir(), 'crew-registry-'))
  const app = (await runServer({
    self_path: folder,
    storage: join(folder, 'storage'),
    uplinks: {},
    packages: { '@crew-portal/*': { access: '$all', publish: '$all' } },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    web: { enable: false }
  } as never)) as { listen(port: number, host: string, ready: () => void): Server }
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  const userconfig = join(folder, '.npmrc')
  // Verdaccio lets anyone publish @crew-portal/* here; npm still wants a token to send.
  writeFileSync(userconfig, `@crew-portal:registry=${url}\n${url.replace(/^http:/, '')}:_authToken=local-test\n`)
  return {
    url,
    async npm(args, cwd) {
      const { stdout } = await run(
        'npm',
        [...args, '--userconfig', userconfig, '--no-audit', '--no-fund', '--loglevel=error'],
        { cwd, encoding: 'utf8' }
      )
      return stdout
    },
    async close() {
      await new Promise((resolve) => server.close(resolve))
      rmSync(folder, { recursive: true, force: true })
    }
  }
}

// Makes sure the Debian packages the tests drive are installed: Chromium at /usr/bin/chromium
// (every browser test) and its headless shell at /usr/bin/chromium-headless-shell (the end-to-end
// suite), Caddy (the production web server of deploy/, started by tests/deploy) and
// ffmpeg (turns a screenshot of the pass into the video Chromium's fake camera shows the gate).
// Nothing in this project downloads a browser or a server build of its own.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath, headlessShellPath } from './chromium.mjs'

export const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy'
export const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg'

const NEEDED = [
  { path: chromiumPath, packages: ['chromium', 'fonts-dejavu-core'] },
  { path: headlessShellPath, packages: ['chromium-headless-shell'] },
  { path: CADDY, packages: ['caddy'] },
  { path: FFMPEG, packages: ['ffmpeg'] }
]

export function ensureSystemPackages() {
  const missing = NEEDED.filter((entry) => !existsSync(entry.path)).flatMap((entry) => entry.packages)
  if (missing.length === 0) return
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (!root || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Missing Debian packages: run "sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}" (or set CHROMIUM_PATH / CHROMIUM_HEADLESS_SHELL_PATH / CADDY_PATH / FFMPEG_PATH), then try again.`
    )
    process.exit(1)
  }
  console.log(`Installing Debian's ${missing.join(', ')} (once per machine)...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env })
  // The tests run Caddy themselves, on a port of their own: the package's own service (port 80),
  // where a service manager started it, is stopped and left disabled.
  if (missing.includes('caddy') && existsSync('/run/systemd/system')) {
    execFileSync('systemctl', ['disable', '--now', 'caddy'], { stdio: 'inherit' })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSystemPackages()

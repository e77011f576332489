// Makes sure Debian's Chromium is at /usr/bin/chromium, the browser every browser test drives.
// Nothing in this project downloads a browser build of its own.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (!root || !existsSync('/usr/bin/apt-get')) {
    console.error(`Chromium is missing: run "sudo apt-get update && sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then try again.`)
    process.exit(1)
  }
  console.log('Installing Debian\'s chromium package (once per machine)...')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env })
  return CHROMIUM
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()

// Screenshots of every story at a desktop and a phone width, from the static Storybook build:
//   npm run build-storybook && node scripts/screenshots.mjs [--filter <text in story id>]
// Writes docs/screenshots/stories/<story-id>--<width>.png. Uses Debian's Chromium, never a download.
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const root = resolve(import.meta.dirname, '..')
const staticDir = join(root, 'storybook-static')
const outDir = join(root, 'docs', 'screenshots', 'stories')
const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 }
]
const filterAt = process.argv.indexOf('--filter')
const filter = filterAt > 0 ? (process.argv[filterAt + 1] ?? '') : ''

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('No storybook-static/index.json: run `npm run build-storybook` first.')
  process.exit(1)
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon'
}

// A minimal static server: the build is plain files, and a file:// URL would block module scripts.
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
  const file = normalize(join(staticDir, path.endsWith('/') ? `${path}index.html` : path))
  if (!file.startsWith(staticDir + sep) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
})
await new Promise((done) => server.listen(0, '127.0.0.1', done))
const address = server.address()
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'))
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.id.includes(filter))
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
let failures = 0
try {
  for (const size of widths) {
    const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' })
    const page = await context.newPage()
    for (const story of stories) {
      const file = join(outDir, `${story.id}--${size.width}.png`)
      try {
        await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`)
        // Storybook's preview reports when the story rendered and its play function finished.
        await page.waitForFunction(
          () => {
            const phase = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase
            return (
              phase === 'finished' ||
              phase === 'completed' ||
              phase === 'played' ||
              phase === 'errored' ||
              phase === 'aborted'
            )
          },
          undefined,
          { timeout: 10_000 }
        )
        await page.waitForTimeout(300)
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
        console.log(`✔ ${story.id} @ ${size.width}`)
      } catch (error) {
        failures += 1
        console.error(`✖ ${story.id} @ ${size.width}: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
  server.close()
}
console.log(`${stories.length} stories × ${widths.length} widths → ${outDir}`)
process.exit(failures ? 1 : 0)

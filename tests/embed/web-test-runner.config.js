// Custom elements in real Chromium, loaded from the BUILT bundles (packages/widgets/dist),
// which is what partner portals load. `npm run build --workspaces` must run first (npm test does).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromeLauncher } from '@web/test-runner-chrome'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

const rootDir = fileURLToPath(new URL('../..', import.meta.url))
const bundle = new URL('../../packages/widgets/dist/crew-elements.js', import.meta.url)
if (!existsSync(bundle)) {
  throw new Error('The element bundles are missing: run `npm run build -w packages/widgets` first.')
}

export default {
  rootDir,
  files: [fileURLToPath(new URL('./*.test.js', import.meta.url))],
  nodeResolve: true,
  concurrency: 1,
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs } })],
  testFramework: { config: { timeout: 10_000 } },
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>blank page</title></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`
}

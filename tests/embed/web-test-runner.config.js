// Custom elements in real Chromium, loaded from the BUILT bundles (packages/widgets/dist),
// which is what partner portals load. `npm run build --workspaces` must run first (npm test does).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromeLauncher } from '@web/test-runner-chrome'
import ts from 'typescript'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

const rootDir = fileURLToPath(new URL('../..', import.meta.url))
const bundle = new URL('../../packages/widgets/dist/crew-elements.js', import.meta.url)
if (!existsSync(bundle)) {
  throw new Error('The element bundles are missing: run `npm run build -w packages/widgets` first.')
}

// The hostile-data test reads the corpus from the core's test helpers (packages/core/src/test),
// which are TypeScript: served with their types stripped, nothing else changed.
const typeScriptSources = {
  name: 'typescript-sources',
  resolveMimeType(context) {
    if (context.path.endsWith('.ts')) return 'js'
  },
  transform(context) {
    if (!context.path.endsWith('.ts')) return undefined
    const compilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true }
    return { body: ts.transpileModule(String(context.body), { compilerOptions }).outputText }
  }
}

export default {
  rootDir,
  plugins: [typeScriptSources],
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

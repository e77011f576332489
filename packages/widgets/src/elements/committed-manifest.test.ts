// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const analyzer = join(
  dirname(createRequire(import.meta.url).resolve('@custom-elements-manifest/analyzer/package.json')),
  'cem.js'
)

/** Runs the analyzer with the package's configuration, writing into a fresh temporary folder. */
function freshManifest(): string {
  const outdir = mkdtempSync(join(tmpdir(), 'crew-cem-'))
  try {
    // The analyzer joins --outdir to its working folder, so it must be relative.
    execFileSync(
      process.execPath,
      [
        analyzer,
        'analyze',
        '--config',
        'custom-elements-manifest.config.mjs',
        '--outdir',
        relative(packageDir, outdir)
      ],
      {
        cwd: packageDir,
        stdio: 'pipe'
      }
    )
    return readFileSync(join(outdir, 'custom-elements.json'), 'utf8')
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}

it('the committed custom-elements.json matches the JSDoc of the elements (refresh: npm run manifest -w packages/widgets)', () => {
  const committed = readFileSync(join(packageDir, 'custom-elements.json'), 'utf8')
  expect(committed, 'packages/widgets/custom-elements.json is stale: run `npm run manifest -w packages/widgets`').toBe(
    freshManifest()
  )
}, 30_000)

it('package.json points tools at the published manifest, whose modules are the built files (scripts/finish-dist.mjs)', () => {
  const packageJson: unknown = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
  expect(packageJson).toMatchObject({
    customElements: 'dist/custom-elements.json',
    files: expect.arrayContaining(['dist/custom-elements.json']) as unknown
  })
})

import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** The survey as one small ES2020 classic script (an IIFE: no module, no globals leaked). */
export async function buildSurveyScript(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./survey.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent'
  })
  const output = result.outputFiles[0]
  if (output === undefined) throw new Error('esbuild produced no survey script')
  return output.text
}

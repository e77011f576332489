// Puts the kept view (docs/kept-view.md) into index.html: a classic script right after the app's
// root (src/kept-view/start.ts), run while the document is parsed. With a view kept in the tab it
// imports the painter (src/kept-view/paint.ts, a module of its own), paints, and starts the app once
// the view is on screen; with none it starts the app at once. The app's entry is therefore no longer
// a `<script type="module">` (the browser would evaluate it before painting) but preloaded by the
// HTML and imported by the start script. The CSP allows no inline script, so both are files, hashed
// and cached like the app's others, and each is built apart: sharing a chunk with the app would give
// the classic script an `import` declaration, which it cannot run, and would split the painter.
import { build } from 'vite'
import type { Plugin, Rollup } from 'vite'

const START = 'kept-view-start.js'
const PAINTER = 'kept-view-paint.js'

/** One file of its own: the entry and everything it imports, minified, in `format`. */
async function bundleAlone(entry: string, format: 'iife' | 'es'): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: { write: false, target: 'es2022', minify: true, lib: { entry, formats: [format], name: 'crewKeptView', fileName: () => 'out.js' } }
  })
  const [output] = Array.isArray(result) ? result : [result]
  if (!('output' in output)) throw new Error(`kept-view-script: no output for ${entry}`)
  return output.output[0].code
}

const assetNamed = (bundle: Rollup.OutputBundle, name: string) => Object.values(bundle).find((file) => file.type === 'asset' && file.names.includes(name))

export function keptViewScript(entries: { start: string; painter: string }): Plugin {
  return {
    name: 'crew-portal:kept-view-script',
    async buildStart() {
      if (this.environment.mode !== 'build') return
      const [start, painter] = await Promise.all([bundleAlone(entries.start, 'iife'), bundleAlone(entries.painter, 'es')])
      this.emitFile({ type: 'asset', name: START, source: start })
      this.emitFile({ type: 'asset', name: PAINTER, source: painter })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The dev server keeps index.html's module script and paints no kept view: its modules load
        // one by one, so a paint could not come before the app's first render.
        if (!context.bundle) return html
        const start = assetNamed(context.bundle, START)
        const painter = assetNamed(context.bundle, PAINTER)
        const entry = Object.values(context.bundle).find((file) => file.type === 'chunk' && file.isEntry)
        if (!start || !painter || !entry) throw new Error('kept-view-script: a kept view script or the app entry is missing from the bundle')
        const entryUrl = `/${entry.fileName}`
        const entryScript = new RegExp(`<script type="module" crossorigin src="${entryUrl}"></script>\\s*`)
        if (!entryScript.test(html)) throw new Error(`kept-view-script: index.html has no module script for ${entryUrl}`)
        return {
          html: html.replace(entryScript, ''),
          tags: [
            { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: entryUrl }, injectTo: 'head' },
            { tag: 'script', attrs: { src: `/${start.fileName}`, 'data-app': entryUrl, 'data-painter': `/${painter.fileName}` }, injectTo: 'body' }
          ]
        }
      }
    }
  }
}

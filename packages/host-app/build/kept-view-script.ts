// Puts the kept view's paint (src/kept-view/paint-entry.ts, docs/kept-view.md) into index.html as a
// classic script right after the app's root: it runs while the document is parsed, so a reload paints
// the page the pilot left before the app's code has loaded. It then starts the app: the app's entry
// module is no longer a `<script type="module">` (the browser would evaluate it before painting) but
// preloaded by the HTML and imported by the paint script once the view is on screen. The CSP allows no
// inline script, so the paint is a file of its own, hashed and cached like the app's others. Built
// apart (an IIFE of its own): sharing a chunk with the app would give it an `import` declaration,
// which a classic script cannot run.
import { build } from 'vite'
import type { Plugin } from 'vite'

const ASSET_NAME = 'kept-view.js'

export function keptViewScript(entry: string, devPath: string): Plugin {
  return {
    name: 'crew-portal:kept-view-script',
    async buildStart() {
      if (this.environment.mode !== 'build') return
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          lib: { entry, formats: ['iife'], name: 'crewKeptView', fileName: () => ASSET_NAME }
        }
      })
      const [output] = Array.isArray(result) ? result : [result]
      if (!('output' in output)) throw new Error('kept-view-script: the paint build gave no output')
      this.emitFile({ type: 'asset', name: ASSET_NAME, source: output.output[0].code })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The dev server has no bundle: the paint as a module, first in the body, runs before the
        // app's (which it does not start: the dev server's HTML keeps its own module script).
        if (!context.bundle) return [{ tag: 'script', attrs: { type: 'module', src: devPath }, injectTo: 'body-prepend' }]
        const files = Object.values(context.bundle)
        const asset = files.find((file) => file.type === 'asset' && file.names.includes(ASSET_NAME))
        const entry = files.find((file) => file.type === 'chunk' && file.isEntry)
        if (!asset || !entry) throw new Error('kept-view-script: the paint script or the app entry is missing from the bundle')
        const entryUrl = `/${entry.fileName}`
        const entryScript = new RegExp(`<script type="module" crossorigin src="${entryUrl}"></script>\\s*`)
        if (!entryScript.test(html)) throw new Error(`kept-view-script: index.html has no module script for ${entryUrl}`)
        return {
          html: html.replace(entryScript, ''),
          tags: [
            { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: entryUrl }, injectTo: 'head' },
            { tag: 'script', attrs: { src: `/${asset.fileName}`, 'data-app': entryUrl }, injectTo: 'body' }
          ]
        }
      }
    }
  }
}

// Puts the snapshot's start script (docs/snapshot.md) into index.html: a classic script right after
// the app's root (src/snapshot/start.ts, with the painter), run while the document is parsed. With a
// snapshot saved in the tab it paints it and starts the app once the view is on screen; with none it starts the
// app at once. The app's entry is therefore not a `<script type="module">` (the browser would
// evaluate it before painting) but preloaded by the HTML and imported by the start script. The CSP
// allows no inline script, so it is a file, hashed and cached like the app's others, built apart:
// sharing a chunk with the app would give a classic script an `import` declaration, which it cannot run.
import { build } from 'vite'
import type { Plugin, Rollup } from 'vite'

const START = 'snapshot-start.js'

/** One file of its own: the entry and everything it imports, minified, a classic script. */
async function bundleAlone(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'crewSnapshot', fileName: () => 'out.js' }
    }
  })
  const [output] = Array.isArray(result) ? result : [result]
  if (!('output' in output)) throw new Error(`snapshot-script: no output for ${entry}`)
  return output.output[0].code
}

const assetNamed = (bundle: Rollup.OutputBundle, name: string) =>
  Object.values(bundle).find((file) => file.type === 'asset' && file.names.includes(name))

export function snapshotScript(entry: string): Plugin {
  return {
    name: 'crew-portal:snapshot-script',
    async buildStart() {
      if (this.environment.mode !== 'build') return
      this.emitFile({ type: 'asset', name: START, source: await bundleAlone(entry) })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The dev server keeps index.html's module script and paints no snapshot: its modules load
        // one by one, so a paint could not come before the app's first render.
        if (!context.bundle) return html
        const start = assetNamed(context.bundle, START)
        const entry = Object.values(context.bundle).find((file) => file.type === 'chunk' && file.isEntry)
        if (!start || !entry)
          throw new Error('snapshot-script: a snapshot script or the app entry is missing from the bundle')
        const entryUrl = `/${entry.fileName}`
        const entryScript = new RegExp(`<script type="module" crossorigin src="${entryUrl}"></script>\\s*`)
        if (!entryScript.test(html)) throw new Error(`snapshot-script: index.html has no module script for ${entryUrl}`)
        return {
          // The app's files are fetched early but not compiled early: a modulepreload compiles each
          // module on the main thread as it arrives (the entry is large), which would hold the
          // snapshot's first frame back. The entry's import compiles them when it runs.
          // At low priority: the style sheet and the settings come first, and the static shell's first
          // frame does not wait for the app's script.
          html: html
            .replace(entryScript, '')
            .replace(
              /<link rel="modulepreload" crossorigin(?:="")? href=/g,
              '<link rel="preload" as="script" fetchpriority="low" crossorigin href='
            ),
          tags: [
            {
              tag: 'link',
              attrs: { rel: 'preload', as: 'script', fetchpriority: 'low', crossorigin: '', href: entryUrl },
              injectTo: 'head'
            },
            // Async: it need not wait for the style sheet before it (a classic script would), and the
            // root it paints beside is parsed by then. The first render waits for that sheet anyway.
            { tag: 'script', attrs: { src: `/${start.fileName}`, async: true, 'data-app': entryUrl }, injectTo: 'body' }
          ]
        }
      }
    }
  }
}

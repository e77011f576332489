import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The published kit (dist/, what `npm pack -w @crew-portal/widgets` ships and a CDN folder serves):
// one ES module per element under a stable name, crew-elements.js with all of them, and the lazy
// crew-loader.js. Everything an element needs (React, r2wc, nanostores, the core, the contract)
// is bundled: a partner on React 18, Vue or no framework installs nothing else. What the elements
// share lands in ONE runtime chunk, so two elements on a page share one React and one configured core.
export const elementEntries = {
  'crew-contact-card': 'src/entries/crew-contact-card.ts',
  'crew-banner': 'src/entries/crew-banner.ts',
  'crew-user-menu': 'src/entries/crew-user-menu.ts',
  'crew-access-pass': 'src/entries/crew-access-pass.ts',
  'crew-side-nav': 'src/entries/crew-side-nav.ts',
  'crew-elements': 'src/elements/all.ts'
}

/**
 * Modules every element needs: React, its renderer, r2wc, the stores, the element scaffolding and
 * the language machinery. Each element's English words (src/i18n/en/) go with its own code; the
 * whole English table only with the checks of a partner's words. The other languages (src/i18n/locales/) stay
 * chunks of their own, loaded when an element is in one; the checks of a partner's options and
 * words (i18n/check.ts) load with the kit-wide calls.
 */
const runtimeModule =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc|nanostores|@nanostores)[\\/]|[\\/]src[\\/]elements[\\/](define|events|focus|url)\.ts$|[\\/]src[\\/]i18n[\\/](lang|language|messages|observer|translations)\.ts$/

/**
 * Which copy of the kit owns which element names (and the kit's version it names): one small chunk
 * that the runtime and crew-define.js share, so crew-define.js loads no element code up front.
 */
const namesModule = /[\\/]src[\\/]elements[\\/](names|version)\.ts$/

export default defineConfig({
  plugins: [react()],
  // Library mode keeps process.env.NODE_ENV as written; without this React's development build ships.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    lib: {
      entry: {
        ...elementEntries,
        'crew-loader': 'src/elements/loader.ts',
        'crew-define': 'src/elements/define-elements.ts'
      },
      formats: ['es']
    },
    rollupOptions: {
      // The core and the contract are pure modules apart from registrations for what they export:
      // treating them as side-effect free keeps the product's page areas (training, library, survey,
      // flags...) out of the element bundles, since no element imports them.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/](core|contract)[\\/]src[\\/]/.test(id) },
      output: {
        // Stable names for what partners reference; hashed names for what only our files import.
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Library mode keeps whitespace by default; partners load these files as they are.
        minify: true,
        manualChunks: (id) => (runtimeModule.test(id) ? 'runtime' : namesModule.test(id) ? 'names' : undefined)
      }
    }
  }
})

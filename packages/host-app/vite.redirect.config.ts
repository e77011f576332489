import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { precompress } from './build/precompress.ts'

// MSAL's redirect bridge page (redirect.html), built on its own after the app (`npm run build`):
// built together, the two pages share a chunk of MSAL, so the app's first load pays for the split and
// the bridge loads MSAL code it never runs (docs/benchmarks.md). Apart, each bundles what it uses.
export default defineConfig({
  publicDir: false,
  plugins: [precompress()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // The app's build is already in dist/ (the first `vite build`): add to it.
    emptyOutDir: false,
    rollupOptions: { input: { redirect: fileURLToPath(new URL('redirect.html', import.meta.url)) } }
  }
})

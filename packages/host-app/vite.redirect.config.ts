import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { precompress } from './build/precompress.ts'

// MSAL's redirect bridge page (redirect.html), built on its own after the app (`npm run build`):
// built together, the two pages shared a chunk of MSAL, and the app's first load paid 4.6 KB gzip
// for the split while the bridge loaded 15 KB of MSAL it never ran. Apart, each bundles what it uses.
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

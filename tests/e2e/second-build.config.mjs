// A second deployment of the same app for tests/e2e/update.spec.ts: the real build with other
// bundle names, as a code change would give them. `vite build --config` this file with --outDir.
import { mergeConfig } from 'vite'
import base from '../../packages/host-app/vite.config.ts'

export default mergeConfig(base, {
  root: new URL('../../packages/host-app/', import.meta.url).pathname,
  build: {
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-next-[hash].js',
        chunkFileNames: 'assets/[name]-next-[hash].js',
        assetFileNames: 'assets/[name]-next-[hash][extname]'
      }
    }
  }
})

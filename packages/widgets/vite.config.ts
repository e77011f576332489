import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The element bundles partner portals load: one ES module per element plus one with all of them.
// Shared code (React, r2wc, the core) lands in shared chunks, so two elements on a page share one
// React and one configured core.
export const elementEntries = {
  'crew-contact-card': 'src/contact-card/element.ts',
  'crew-banner': 'src/banner/element.ts',
  'crew-user-menu': 'src/user-menu/element.ts',
  'crew-access-pass': 'src/access-pass/element.ts',
  'crew-side-nav': 'src/side-nav/element.ts',
  'crew-elements': 'src/elements/all.ts'
}

export default defineConfig({
  plugins: [react()],
  // Library mode keeps process.env.NODE_ENV as written; without this React's development build ships.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist/elements',
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry: elementEntries, formats: ['es'] },
    rollupOptions: {
      // Library mode keeps whitespace by default; partners load these files as they are.
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', minify: true }
    }
  }
})

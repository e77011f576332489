import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Built by `npm run bench` (scripts/bench.mjs) and copied beside the app's build for the run: its
// page under /bench-baseline/, its hashed scripts among the app's in /assets/, so the browser caches
// both alike (the app server marks /assets/ immutable) and a reload compares pages, not caching.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' }
})

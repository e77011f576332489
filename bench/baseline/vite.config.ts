import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Built by `npm run bench` (scripts/bench.mjs) and copied beside the app's build for the run.
export default defineConfig({
  root: import.meta.dirname,
  base: '/bench-baseline/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' }
})

import { defineConfig } from 'vite'

// No plugin needed: JSX with React's automatic runtime, the kit resolved from node_modules.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true }
})

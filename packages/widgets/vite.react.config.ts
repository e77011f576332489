import { defineConfig } from 'vite'

// dist/react.js, the React wrappers: built apart from the elements because they must use the
// partner's React (external), while the elements bundle their own. The loader and crew-define.js are
// the kit's own files, imported as they are: the wrappers use the same copy of the kit as the page.
const loader = /[\\/]src[\\/]elements[\\/]loader\.ts$/
const define = /[\\/]src[\\/]elements[\\/]define-elements\.ts$/

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    target: 'es2022',
    lib: { entry: { react: 'src/react/index.ts' }, formats: ['es'] },
    rollupOptions: {
      external: (id) => id === 'react' || loader.test(id) || define.test(id),
      output: {
        entryFileNames: '[name].js',
        minify: true,
        paths: (id) => (loader.test(id) ? './crew-loader.js' : define.test(id) ? './crew-define.js' : id)
      }
    }
  }
})

import { defineConfig } from 'vite'

// dist/react.js, the React wrappers: built apart from the elements because they must use the
// partner's React (external), while the elements bundle their own. The loader is the kit's own file.
const loader = /[\\/]src[\\/]elements[\\/]loader\.ts$/

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    target: 'es2022',
    lib: { entry: { react: 'src/react/index.ts' }, formats: ['es'] },
    rollupOptions: {
      external: (id) => id === 'react' || loader.test(id),
      output: {
        entryFileNames: '[name].js',
        minify: true,
        paths: (id) => (loader.test(id) ? './crew-loader.js' : id)
      }
    }
  }
})

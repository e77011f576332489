import { fileURLToPath } from 'node:url'

// The host app builds the widgets from their source (its views and elements share one React and one
// core with the app); the package's `exports` name the published dist/ bundles that partners load.
// The same mapping is in tsconfig.json `paths`.
const source = (path: string) => fileURLToPath(new URL(`../widgets/src/${path}`, import.meta.url))

export const widgetsSource = [
  { find: /^@crew-portal\/widgets\/test$/, replacement: source('test/index.ts') },
  { find: /^@crew-portal\/widgets$/, replacement: source('index.ts') }
]

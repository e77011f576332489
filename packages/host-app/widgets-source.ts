import { fileURLToPath } from 'node:url'

// The host app builds the widgets from their source (its views and elements share one React and one
// core with the app); the package's `exports` name the published dist/ bundles that partners load.
// The app imports the views (`@crew-portal/widgets/views`, which registers nothing) and each element
// it shows on its own (`@crew-portal/widgets/elements/crew-side-nav`), so an element's code loads
// only with the part of the app that shows it. The same mapping is in tsconfig.json `paths`.
const source = (path: string) => fileURLToPath(new URL(`../widgets/src/${path}`, import.meta.url))

export const widgetsSource = [
  { find: /^@crew-portal\/widgets\/test$/, replacement: source('test/index.ts') },
  { find: /^@crew-portal\/widgets\/views$/, replacement: source('views.ts') },
  // The access pass's QR code alone, for a page that draws one (the calendar link) and loads it on demand.
  { find: /^@crew-portal\/widgets\/qr-code$/, replacement: source('access-pass/QrCode.tsx') },
  { find: /^@crew-portal\/widgets\/elements\/crew-([a-z-]+)$/, replacement: source('$1/element.ts') },
  { find: /^@crew-portal\/widgets$/, replacement: source('index.ts') }
]

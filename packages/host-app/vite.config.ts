import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { lowPriorityScripts } from './build/low-priority-scripts.ts'
import { precompress } from './build/precompress.ts'
import { secondWave } from './build/second-wave.ts'
import { workerParts } from './build/worker-parts.ts'
import { widgetsSource } from './widgets-source.ts'

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url))

export default defineConfig({
  resolve: { alias: widgetsSource },
  plugins: [
    react(),
    // The installable, offline-first app (docs/offline.md): Workbox through vite-plugin-pwa, which
    // supports Vite 8 and writes the precache manifest from the build's own output.
    VitePWA({
      strategies: 'generateSW',
      // The page registers the worker itself after its first paint, and asks before updating.
      injectRegister: false,
      registerType: 'prompt',
      // Icons of every size the platforms ask for, made from the favicon at build time.
      pwaAssets: {
        image: 'public/favicon.svg',
        preset: 'minimal-2023',
        overrideManifestIcons: true,
        includeHtmlHeadLinks: true
      },
      manifest: {
        id: '/',
        name: 'Crew Portal',
        short_name: 'Crew Portal',
        description: 'Training events, library, pre-check-in and the access pass for airline crew.',
        start_url: '/training',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b2545',
        background_color: '#ffffff'
      },
      workbox: {
        // The shell, every lazy page chunk and the icons; source maps stay on the server.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,woff2}'],
        // The MSAL redirect bridge always comes from the network (it must see the live response).
        // Nor the sign-out's return page, whose answer clears the site's data (a copy would clear nothing).
        globIgnores: ['redirect.html', 'assets/redirect-*.js', 'signed-out.html'],
        // The first worker takes the open page at once, so what it fetches next is cached offline too.
        clientsClaim: true,
        navigateFallback: '/index.html',
        // The sign-out's return page too comes from the server, never as the app from the cache; an
        // offline copy's address is the worker's own (build/worker-parts.ts), never the app.
        navigateFallbackDenylist: [/^\/redirect/, /^\/__/, /^\/signed-out/, /^\/offline-copies\//],
        // One worker file: a worker importing Workbox's runtime would pass a string to importScripts,
        // which the app's CSP (Trusted Types, enforced in the worker too) refuses.
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        // No API answer and nothing with a token: only the app's own settings file, which has neither,
        // so the app can start without a network.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/settings.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'crew-portal-settings', networkTimeoutSeconds: 4, expiration: { maxEntries: 1 } }
          }
        ]
      }
    }),
    // The worker's parts of our own, appended to the sw.js just written (docs/offline.md): the
    // outbox's Background Sync, the offline copies of required reading.
    workerParts(),
    lowPriorityScripts(),
    precompress()
  ],
  build: {
    target: 'es2022',
    // Browsers that know :dir() (Chromium and Edge 120, Firefox 49, Safari 16.4). With es2022's older
    // ones, the CSS minifier rewrites :dir(rtl) as a list of right-to-left languages (:lang(ar), …),
    // which mirrors by the page's language instead of its direction.
    cssTarget: ['chrome120', 'edge120', 'firefox115', 'safari16.4'],
    sourcemap: true,
    rolldownOptions: {
      // redirect.html, MSAL's redirect bridge, has a build of its own (vite.redirect.config.ts).
      input: { index: page('index.html') },
      output: {
        codeSplitting: {
          // The second wave in few chunks: the routed app's and each page area's (build/second-wave.ts).
          groups: [{ name: secondWave(), includeDependenciesRecursively: false }]
        }
      }
    }
  }
})

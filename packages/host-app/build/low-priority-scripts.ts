// The app's scripts in index.html (its module script and the modulepreloads of the entry's imports)
// at low priority: the style sheet and the settings file come first, and the static shell's first
// frame does not wait for the app's script (HTTP/1.1: the browser holds low-priority fetches behind a
// render-blocking sheet; HTTP/2: the server is told). The scripts still run as the document ends.
import type { Plugin } from 'vite'

const APP_SCRIPT = /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g

export function lowPriorityScripts(): Plugin {
  return {
    name: 'crew-portal:low-priority-scripts',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => (context.bundle ? html.replace(APP_SCRIPT, '<$1 fetchpriority="low"') : html)
    }
  }
}

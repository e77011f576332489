// The launch flags that keep Debian's Chromium quiet on a closed network.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// Debian's build of Chromium's headless shell (the same engine, without the desktop browser's UI and
// services), which the end-to-end suite drives: the same pages cost it about a quarter less CPU
// (docs/benchmarks.md, "Findings that still matter"). A test that needs the full browser, such as one of
// Reporting API uploads, launches chromiumPath itself.
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage'
]

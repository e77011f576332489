import type { AuthPort } from '../ports/auth.ts'
import type { AppSettings } from '../ports/settings.ts'
import type { TelemetryPort } from '../ports/telemetry.ts'
import type { CookieJar, DeviceKeyStore, Environment } from './types.ts'

/**
 * The door pass's device keys (device-keys.ts), loaded when first used: a page that never shows a
 * pass (and a visitor on the way to sign in) never downloads the IndexedDB and WebCrypto code.
 */
function deviceKeysWhenUsed(win: Window & typeof globalThis): DeviceKeyStore {
  let keys: Promise<DeviceKeyStore> | undefined
  const loaded = () =>
    (keys ??= import('./device-keys.ts').then(
      (module) => module.indexedDbDeviceKeys(win),
      (error: unknown) => {
        // Its chunk could not load (offline, before the service worker had it): the next use asks again.
        keys = undefined
        throw error
      }
    ))
  return {
    create: async () => (await loaded()).create(),
    publicKey: async (ref) => (await loaded()).publicKey(ref),
    sign: async (ref, data) => (await loaded()).sign(ref, data),
    clear: async () => (await loaded()).clear()
  }
}

/** The window's IndexedDB; none where reading it throws (a sandboxed frame) or the browser has none. */
function indexedDbOf(win: Window & typeof globalThis): IDBFactory | undefined {
  try {
    return win.indexedDB ?? undefined
  } catch {
    return undefined
  }
}

export interface BrowserEnvironmentOptions {
  settings: AppSettings
  auth: AuthPort
  telemetry: TelemetryPort
  /** Defaults to the page's `window`; a partner portal or a test may pass another. */
  window?: Window & typeof globalThis
}

/**
 * The page's cookies (the survey's, R-SURVEY-1). Written `Secure` on https and `SameSite=Lax`: they carry
 * no authority, and their names are the hosted survey's, so they take no `__Host-` prefix.
 */
export function documentCookies(doc: Pick<Document, 'cookie' | 'location'>): CookieJar {
  return {
    get(name) {
      for (const pair of doc.cookie.split(';')) {
        const [key, ...rest] = pair.trim().split('=')
        if (key !== name) continue
        try {
          return decodeURIComponent(rest.join('='))
        } catch {
          // A malformed value (a lone '%'): someone else's cookie, read as absent.
          return undefined
        }
      }
      return undefined
    },
    set(name, value) {
      const secure = doc.location?.protocol === 'https:' ? '; Secure' : ''
      doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${secure}`
    }
  }
}

/** The environment of a real page: the only place where the core's globals are read. */
export function browserEnvironment(options: BrowserEnvironmentOptions): Environment {
  const win = options.window ?? window
  return {
    settings: options.settings,
    auth: options.auth,
    telemetry: options.telemetry,
    fetch: win.fetch.bind(win),
    now: () => new Date(),
    timers: {
      setTimeout: (callback, ms) => win.setTimeout(callback, ms),
      clearTimeout: (handle) => win.clearTimeout(handle as number),
      setInterval: (callback, ms) => win.setInterval(callback, ms),
      clearInterval: (handle) => win.clearInterval(handle as number)
    },
    sessionStorage: win.sessionStorage,
    localStorage: win.localStorage,
    cookies: documentCookies(win.document),
    location: {
      href: () => win.location.href,
      reload: () => win.location.reload()
    },
    connectivity: {
      isOnline: () => win.navigator.onLine,
      listen(listener) {
        const online = () => listener(true)
        const offline = () => listener(false)
        win.addEventListener('online', online)
        win.addEventListener('offline', offline)
        return () => {
          win.removeEventListener('online', online)
          win.removeEventListener('offline', offline)
        }
      }
    },
    onStorageChange(listener) {
      const handler = (event: StorageEvent) => {
        if (event.storageArea === win.localStorage) listener({ key: event.key, newValue: event.newValue })
      }
      win.addEventListener('storage', handler)
      return () => win.removeEventListener('storage', handler)
    },
    deviceKeys: deviceKeysWhenUsed(win),
    indexedDB: indexedDbOf(win),
    async loadScript(url) {
      // Under Trusted Types only the settings file's survey URL gets through (trusted-types.ts, loaded
      // with the first script: the survey's, once the page has its answer).
      const { sinkValue, surveyScriptUrl } = await import('./trusted-types.ts')
      const src = sinkValue(surveyScriptUrl(win, url, options.settings.survey.scriptUrl))
      return new Promise((resolve, reject) => {
        const script = win.document.createElement('script')
        script.src = src
        script.async = true
        // The survey loads again at every navigation end: once a script has run (or failed), its
        // element and handlers go, so a day of route changes leaves nothing in the document.
        const settle = (outcome: () => void) => () => {
          script.onload = null
          script.onerror = null
          script.remove()
          outcome()
        }
        script.onload = settle(resolve)
        script.onerror = settle(() => reject(new Error(`Could not load script ${url}`)))
        win.document.head.append(script)
      })
    }
  }
}

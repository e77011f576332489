import { describe, expect, it } from 'vitest'
import { createTestEnvironment } from '../test/environment.ts'
import { browserEnvironment } from './browser.ts'
import {
  SERVICE_WORKER_URL,
  TRUSTED_TYPES_POLICIES,
  serviceWorkerScriptUrl,
  sinkValue,
  surveyScriptUrl,
  type TrustedTypesWindow
} from './trusted-types.ts'

const SURVEY = 'https://survey.example.net/crew/survey.js'

/** A page enforcing Trusted Types with `trusted-types <allowed>` and no 'allow-duplicates', as the app's CSP does. */
function enforcingPage(allowed: readonly string[] = TRUSTED_TYPES_POLICIES) {
  const created: string[] = []
  const win: Required<TrustedTypesWindow> = {
    trustedTypes: {
      createPolicy(name, rules) {
        if (!allowed.includes(name) || created.includes(name)) throw new TypeError(`Policy ${name} disallowed.`)
        created.push(name)
        return {
          createScriptURL: (input: string, ...rest: string[]) => ({ trusted: rules.createScriptURL(input, ...rest) })
        }
      }
    }
  }
  return { win, created }
}

describe('the survey script policy', () => {
  it('lets through exactly the settings file’s survey URL, as a Trusted Type', () => {
    const { win, created } = enforcingPage()
    expect(surveyScriptUrl(win, SURVEY, SURVEY)).toEqual({ trusted: SURVEY })
    expect(created).toEqual(['crew-survey-script'])
  })

  it('refuses any other URL: another script, a query added, javascript:, http:, an empty setting', () => {
    const { win } = enforcingPage()
    for (const [url, configured] of [
      ['https://evil.example/x.js', SURVEY],
      [`${SURVEY}?autoAfter=1`, SURVEY],
      ['javascript:alert(1)', 'javascript:alert(1)'],
      ['http://survey.example.net/crew/survey.js', 'http://survey.example.net/crew/survey.js'],
      ['', '']
    ]) {
      expect(() => surveyScriptUrl(win, url ?? '', configured ?? ''), url).toThrow(/not the configured survey script/)
    }
  })
})

describe('the service worker policy', () => {
  it('lets through this origin’s /sw.js alone', () => {
    const { win, created } = enforcingPage()
    expect(serviceWorkerScriptUrl(win)).toEqual({ trusted: SERVICE_WORKER_URL })
    expect(SERVICE_WORKER_URL).toBe('/sw.js')
    expect(created).toEqual(['crew-service-worker'])
  })
})

describe('the policies of a page', () => {
  it('are made once each, on first use, under the names the CSP lists (no duplicates needed)', () => {
    const { win, created } = enforcingPage()
    for (let visit = 0; visit < 3; visit += 1) {
      surveyScriptUrl(win, SURVEY, SURVEY)
      serviceWorkerScriptUrl(win)
    }
    expect(created).toEqual(['crew-survey-script', 'crew-service-worker'])
    expect([...TRUSTED_TYPES_POLICIES].sort()).toEqual([...created].sort())
  })

  it('on a page whose CSP does not name them (a partner’s), fail at use, never at load', () => {
    const { win, created } = enforcingPage(['partner-policy'])
    expect(() => serviceWorkerScriptUrl(win)).toThrow(/disallowed/)
    expect(created).toEqual([])
  })

  it('without Trusted Types in the browser, check the same and give the string', () => {
    expect(sinkValue(surveyScriptUrl({}, SURVEY, SURVEY))).toBe(SURVEY)
    expect(sinkValue(serviceWorkerScriptUrl({}))).toBe('/sw.js')
    expect(() => surveyScriptUrl({}, 'https://evil.example/x.js', SURVEY)).toThrow(/not the configured survey script/)
  })
})

describe('the browser environment’s loadScript', () => {
  interface FakeScript {
    src: unknown
    async: boolean
    onload: (() => void) | null
    onerror: (() => void) | null
    remove(): void
  }

  /**
   * A page of just what loadScript touches, enforcing Trusted Types: a script's src takes only a
   * Trusted Type. Each script appended to the head loads (or, with `fail`, fails) a moment later.
   */
  function page({ fail = false } = {}) {
    const { win: enforcing } = enforcingPage()
    const added: FakeScript[] = []
    const head: FakeScript[] = []
    const win = {
      ...enforcing,
      fetch: () => Promise.reject(new Error('no network')),
      document: {
        cookie: '',
        createElement: () => {
          const script: FakeScript = new Proxy(
            {
              onload: null,
              onerror: null,
              async: false,
              src: undefined,
              remove: () => {
                if (head.includes(script)) head.splice(head.indexOf(script), 1)
              }
            },
            {
              set(target, key, value: unknown) {
                if (key === 'src' && (typeof value !== 'object' || value === null))
                  throw new TypeError("This document requires 'TrustedScriptURL' assignment.")
                return Reflect.set(target, key, value)
              }
            }
          )
          return script
        },
        head: {
          append: (script: FakeScript) => {
            added.push(script)
            head.push(script)
            setTimeout(() => (fail ? script.onerror : script.onload)?.(), 0)
          }
        }
      }
    } as unknown as Window & typeof globalThis
    return { win, added, head }
  }

  function environmentOf(win: Window & typeof globalThis) {
    const env = createTestEnvironment()
    return browserEnvironment({
      settings: { ...env.settings, survey: { scriptUrl: SURVEY } },
      auth: env.auth,
      telemetry: env.telemetry,
      window: win
    })
  }

  it('loads the configured survey script through its policy, and no other script', async () => {
    const { win, added } = page()
    const browser = environmentOf(win)
    await browser.loadScript(SURVEY)
    expect(added.map((script) => script.src)).toEqual([{ trusted: SURVEY }])
    await expect(browser.loadScript('https://evil.example/x.js')).rejects.toThrow(/not the configured survey script/)
    expect(added).toHaveLength(1)
  })

  it('leaves nothing behind: each script, loaded or failed, leaves the document with its handlers', async () => {
    const loaded = page()
    const browser = environmentOf(loaded.win)
    // The survey loads again at every navigation end: a day of route changes.
    for (let navigation = 0; navigation < 100; navigation += 1) await browser.loadScript(SURVEY)
    expect(loaded.added).toHaveLength(100)
    expect(loaded.head).toEqual([])
    expect(loaded.added.filter((script) => script.onload !== null || script.onerror !== null)).toEqual([])

    const failing = page({ fail: true })
    await expect(environmentOf(failing.win).loadScript(SURVEY)).rejects.toThrow(/Could not load script/)
    expect(failing.head).toEqual([])
    expect(failing.added.map((script) => [script.onload, script.onerror])).toEqual([[null, null]])
  })
})

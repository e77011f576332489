// Every Trusted Types policy the app creates, in one place (docs/security-trusted-types.md). The
// app's Content-Security-Policy requires Trusted Types for script sinks and names exactly these
// policies, so no other code on the page (ours or an SDK's) can create one, and none twice.

/** The policy names, as the CSP's `trusted-types` directive lists them (app server, deploy/). */
export const TRUSTED_TYPES_POLICIES = ['crew-survey-script', 'crew-service-worker'] as const

export type TrustedTypesPolicyName = (typeof TRUSTED_TYPES_POLICIES)[number]

/** The service worker's script, the only URL the worker policy lets through. */
export const SERVICE_WORKER_URL = '/sw.js'

declare const trusted: unique symbol

/**
 * A script URL for a script sink: a `TrustedScriptURL` where the browser has Trusted Types, else the
 * checked string. Opaque on purpose: only this module makes one, and only a sink takes it (`sinkValue`).
 */
export interface ScriptUrl {
  readonly [trusted]: true
}

/** TypeScript's DOM types type script sinks as strings; the browser takes the `TrustedScriptURL`. */
export function sinkValue(url: ScriptUrl): string {
  return url as unknown as string
}

/** What the core uses of the browser's Trusted Types API (TypeScript's DOM types do not have it yet). */
interface ScriptUrlPolicy {
  createScriptURL(input: string, ...rest: string[]): unknown
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string, ...rest: string[]): string }): ScriptUrlPolicy
}
/** A window, as far as Trusted Types go (`trustedTypes` is missing where the browser lacks them). */
export interface TrustedTypesWindow {
  trustedTypes?: PolicyFactory
}

const factoryOf = (win: object): PolicyFactory | undefined => (win as TrustedTypesWindow).trustedTypes

/** A policy's rule: the URL it lets through, or an error saying why not. */
type Rule = (input: string, ...rest: string[]) => string

const rules: Record<TrustedTypesPolicyName, Rule> = {
  // The hosted survey's script: exactly the URL of the settings file, over https, nothing else.
  'crew-survey-script': (input, configured = '') => {
    if (input === '' || input !== configured || !input.startsWith('https://'))
      throw new TypeError(`crew-survey-script: ${input} is not the configured survey script`)
    return input
  },
  // The service worker: this origin's /sw.js, nothing else (the worker's scope is the whole app).
  'crew-service-worker': (input) => {
    if (input !== SERVICE_WORKER_URL)
      throw new TypeError(`crew-service-worker: ${input} is not the app's service worker`)
    return input
  }
}

/** Each page's policies, made on first use: a page that never loads the survey never makes its policy. */
const made = new WeakMap<object, Map<TrustedTypesPolicyName, ScriptUrlPolicy>>()

function policy(factory: PolicyFactory, name: TrustedTypesPolicyName): ScriptUrlPolicy {
  const policies = made.get(factory) ?? new Map<TrustedTypesPolicyName, ScriptUrlPolicy>()
  made.set(factory, policies)
  let created = policies.get(name)
  if (!created) {
    created = factory.createPolicy(name, { createScriptURL: rules[name] })
    policies.set(name, created)
  }
  return created
}

function scriptUrl(win: object, name: TrustedTypesPolicyName, input: string, ...rest: string[]): ScriptUrl {
  const factory = factoryOf(win)
  // A browser without Trusted Types gets the same check and the string.
  const checked = factory ? policy(factory, name).createScriptURL(input, ...rest) : rules[name](input, ...rest)
  return checked as ScriptUrl
}

/** The survey script's URL for `<script src>`: only `url` equal to the settings file's survey URL. */
export function surveyScriptUrl(win: Window | TrustedTypesWindow, url: string, configured: string): ScriptUrl {
  return scriptUrl(win, 'crew-survey-script', url, configured)
}

/** The service worker's URL for `navigator.serviceWorker.register` (through Workbox). */
export function serviceWorkerScriptUrl(win: Window | TrustedTypesWindow): ScriptUrl {
  return scriptUrl(win, 'crew-service-worker', SERVICE_WORKER_URL)
}

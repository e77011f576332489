// What one copy of the kit knows of its element names, shared by its runtime (define.ts, where
// every element is defined) and its crew-define.js (suffixes.ts, which gives the copy names of its
// own). A copy is one module instance of the kit: one dist folder, wherever it is served from. A
// small chunk of its own (vite.config.ts), so crew-define.js loads no element code up front.
// - Bare names (`crew-access-pass`) belong to the first copy that defines one (define.ts).
// - A suffix (`crew-access-pass-v3`) belongs to the first copy that asks for it (suffixes.ts); from
//   then on that copy defines its elements under its suffixes only, never bare.
import { KIT_VERSION } from './version.ts'

export { KIT_VERSION }

/** This copy of the kit. */
export const thisCopy = {}
/** The suffixes this copy owns; while it has one, it defines no bare name. */
export const suffixes = new Set<string>()
/** This copy's element classes by bare name, as each loaded. */
export const classes = new Map<string, CustomElementConstructor>()

/** A page-wide owner of some names (the bare ones, or a suffix), as every copy since 0.2.0 writes it. */
export interface Owner {
  version: string
  copy: object
  warned: boolean
}

const defined = new Set<string>()

/**
 * Defines `name` for this copy, once. A name the page already took for something else stays the
 * page's, with a warning. Under a suffix `element` is a subclass, since one constructor cannot be
 * defined under two names.
 */
export function defineAs(name: string, element: CustomElementConstructor, suffix?: string): void {
  if (defined.has(name)) return
  if (customElements.get(name)) {
    console.warn(
      `Crew Portal widgets: <${name}> is already defined by the page; the kit (version ${KIT_VERSION}) leaves it as it is.`
    )
    return
  }
  customElements.define(name, suffix === undefined ? element : class extends (element as new () => HTMLElement) {})
  defined.add(name)
}

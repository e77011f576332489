// dist/react.js: the elements as React components, for a partner's React 18 or 19 app. It runs on
// the partner's own React (a peer dependency, never bundled: two Reacts in one tree break hooks)
// and sets every prop as a property of the element, so rich data (`pass`, `contact`) arrives as
// data, never as "[object Object]", and `onCrew…` props listen to the `crew-…` events, which
// React 18 would otherwise drop. `lang` and `dir` are the element's attributes. The elements
// themselves come from the loader, defined on first use. The kit-wide language and appearance are
// `updateCrewPortal`'s, re-exported here (call it from an effect when they change).
import { createElement, forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react'
import type { CSSProperties, ReactNode } from 'react'
import '../elements/loader.ts'
import { defineCrewElements } from '../elements/define-elements.ts'
import { suffixOf } from '../elements/suffix.ts'

// The kit-wide calls, from the loader the wrappers already load (docs/embedding.md §6 and §8).
export { configureCrewPortal, registerCrewTranslation, updateCrewPortal } from '../elements/loader.ts'

/** What every wrapper takes besides the element's own properties and events. */
export interface CrewComponentProps {
  className?: string
  style?: CSSProperties
  id?: string
  /** The element's language (`de`, `ar`...), ahead of the kit-wide `locale` (docs/embedding.md section 8). */
  lang?: string
  /** The element's direction: `rtl` mirrors it (section 9). Without it, the page's around it. */
  dir?: 'ltr' | 'rtl' | 'auto'
  children?: ReactNode
  [propertyOrHandler: string]: unknown
}

/** `onCrewContextChange` → `crew-context-change`. */
export function eventOf(handlerProp: string): string | undefined {
  if (!/^onCrew[A-Z]/.test(handlerProp)) return undefined
  return `crew-${handlerProp.slice('onCrew'.length).replace(/[A-Z]/g, (letter, index: number) => `${index === 0 ? '' : '-'}${letter.toLowerCase()}`)}`
}

/** A React component for `tag` whose `events` are the `crew-…` events it fires. */
export function crewComponent(tag: string, events: readonly string[]) {
  const component = forwardRef<HTMLElement, CrewComponentProps>(function CrewComponent(
    { className, style, id, lang, dir, children, ...rest },
    ref
  ) {
    const element = useRef<HTMLElement>(null)
    useImperativeHandle(ref, () => element.current as HTMLElement, [])
    const handlers: Record<string, unknown> = {}
    const properties: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(rest)) (eventOf(name) ? handlers : properties)[name] = value
    // The handlers of this render, read by listeners added once per event.
    const latest = useRef(handlers)
    latest.current = handlers

    useLayoutEffect(() => {
      const target = element.current as (HTMLElement & Record<string, unknown>) | null
      if (!target) return
      for (const [name, value] of Object.entries(properties)) if (target[name] !== value) target[name] = value
    })

    // `lang` and `dir` are attributes the element reads from the DOM, set before it first renders (it
    // renders after it is attached). Left to React 19, a removed one would become "undefined".
    useLayoutEffect(() => {
      const target = element.current
      if (!target) return
      for (const [name, value] of [
        ['lang', lang],
        ['dir', dir]
      ] as const) {
        if (value === undefined || value === null) target.removeAttribute(name)
        else if (target.getAttribute(name) !== String(value)) target.setAttribute(name, String(value))
      }
    }, [lang, dir])

    useLayoutEffect(() => {
      const target = element.current
      if (!target) return undefined
      const stops = events.map((event) => {
        const handlerName = `onCrew${event.slice('crew-'.length).replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}`
        const listener = (fired: Event) => {
          const handler = latest.current[handlerName]
          if (typeof handler === 'function') (handler as (event: Event) => void)(fired)
        }
        target.addEventListener(event, listener)
        return () => target.removeEventListener(event, listener)
      })
      return () => stops.forEach((stop) => stop())
    }, [])

    return createElement(tag, { ref: element, className, style, id }, children as ReactNode)
  })
  component.displayName = tag
  return component
}

/** The `crew-…` events each element fires, which its component's `onCrew…` props listen to. */
const elementEvents = {
  'crew-access-pass': ['crew-ready', 'crew-error'],
  'crew-contact-card': ['crew-close', 'crew-open-help', 'crew-ready'],
  'crew-banner': ['crew-close', 'crew-contact-us', 'crew-ready'],
  'crew-user-menu': ['crew-help', 'crew-settings', 'crew-logout', 'crew-ready'],
  'crew-side-nav': ['crew-navigate', 'crew-toggle', 'crew-context-change', 'crew-ready']
} as const

/** The five components for the elements under `-<suffix>` names, or under their bare names. */
function components(suffix?: string) {
  const named = (tag: keyof typeof elementEvents) =>
    crewComponent(suffix ? `${tag}-${suffix}` : tag, elementEvents[tag])
  return {
    CrewAccessPass: named('crew-access-pass'),
    CrewContactCard: named('crew-contact-card'),
    CrewBanner: named('crew-banner'),
    CrewUserMenu: named('crew-user-menu'),
    CrewSideNav: named('crew-side-nav')
  }
}

export const { CrewAccessPass, CrewContactCard, CrewBanner, CrewUserMenu, CrewSideNav } = components()

/** The five components, as `crewComponents` hands them out. */
export type CrewComponents = ReturnType<typeof components>

/**
 * The components of this copy of the kit under `-<suffix>` names, for a second version on the page
 * (docs/embedding.md, "Two versions on one page"): `crewComponents({ suffix: 'v3' }).CrewAccessPass`
 * renders `<crew-access-pass-v3>`. It calls this copy's `defineCrewElements({ suffix })` at once,
 * so call it where a module starts, not in a render. A bad option throws a TypeError naming it.
 */
export function crewComponents(options: { suffix: string }): CrewComponents {
  const suffix = suffixOf('crewComponents', options)
  void defineCrewElements({ suffix })
  return components(suffix)
}

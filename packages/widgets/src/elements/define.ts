import r2wc from '@r2wc/react-to-web-component'
import { createElement, useLayoutEffect } from 'react'
import type { ComponentType } from 'react'
import { crewAppearanceSheet } from '../appearance/sheet.ts'
import { CrewLanguageContext, useElementLanguage } from '../i18n/language.ts'
import { ElementConnection } from './connection.ts'
import { hostOf, type ElementViewProps } from './element-view.ts'
import { dispatchCrewEvent } from './events.ts'
import { classes, defineAs, KIT_VERSION, suffixes, thisCopy, type Owner } from './names.ts'

/**
 * The longest text an attribute or a string property keeps (the API's own bound on text): the
 * rest is cut. Far longer text takes the browser seconds to lay out (docs/benchmarks.md,
 * "Over-long text").
 */
export const MAX_TEXT_LENGTH = 5000

/** How an attribute's text becomes a property value. */
export type AttributeType = 'string' | 'boolean' | 'number'

export interface CrewElementOptions<Props> {
  /** Scalars: each is a camelCase property and its kebab-case attribute. */
  attributes: { [Name in keyof Props & string]?: AttributeType }
  /** Rich data: properties, never reflected to attributes. */
  properties?: ReadonlyArray<keyof Props & string>
  /**
   * Rich data that a static page may also give as a JSON attribute (`pass='{"id":...}'`): bad JSON
   * fires `crew-error` (code `invalid-data`) and leaves the property unset, never throws.
   */
  json?: ReadonlyArray<keyof Props & string>
  /** CSS text adopted into the shadow root before the first render. */
  styles: readonly string[]
}

export function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
}

/**
 * HTML attribute semantics, which r2wc 2.1 does not follow: it ignores an empty value (so a bare
 * `<x-el connected>` would stay false) and ignores removal (so removing `open` would not close).
 */
export function parseAttribute(type: AttributeType, value: string | null): string | boolean | number | undefined {
  if (type === 'boolean') return value !== null && value !== 'false'
  if (value === null) return undefined
  if (type === 'number') {
    const parsed = Number(value)
    return value.trim() === '' || Number.isNaN(parsed) ? undefined : parsed
  }
  return value
}

const sheets = new Map<string, CSSStyleSheet>()

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

// What the element view and its element tell each other, under keys a page cannot reach by name.
const RENDERED = Symbol('rendered')
const CONNECTION = Symbol('connection')

interface Rendering {
  [RENDERED]?: () => void
  [CONNECTION]?: number
}

/** What r2wc's class has besides HTMLElement: its lifecycle mounts, updates and unmounts React. */
type R2wcElement = HTMLElement & { connectedCallback(): void; disconnectedCallback(): void }

/** What every Crew element class makes: an HTMLElement that says when it has rendered what was set. */
export type CrewElementConstructor = new () => HTMLElement & { readonly updateComplete: Promise<boolean> }

/** A deferred promise: what `updateComplete` hands out until the next commit. */
function deferred(): { promise: Promise<boolean>; resolve: (value: boolean) => void } {
  let resolve!: (value: boolean) => void
  const promise = new Promise<boolean>((settle) => (resolve = settle))
  return { promise, resolve }
}

/**
 * Builds the element class for an element view (`<widget>/element-view.tsx`). r2wc keeps doing
 * what it is good at (shadow root, React root, property accessors, re-render on change);
 * attributes are parsed here, and every prop
 * is declared untyped to r2wc so a property set is stored as given and never reflected. Each
 * element renders only while it is in a document, has `updateComplete` (settled once React
 * committed what was set) and fires `crew-ready` after its first render.
 */
export function crewElement<Props extends object>(
  Component: ComponentType<Props & ElementViewProps>,
  options: CrewElementOptions<Props>
): CrewElementConstructor {
  const attributeEntries = Object.entries(options.attributes) as Array<[string, AttributeType]>
  const names = [...attributeEntries.map(([name]) => name), ...(options.properties ?? [])]
  const byAttribute = new Map(attributeEntries.map(([name, type]) => [kebabCase(name), { name, type }]))
  const jsonAttributes = new Map((options.json ?? []).map((name) => [kebabCase(name), name]))

  // Renders the component only while the element is in a document: a page may create and
  // configure an element long before it attaches it, and a view may need a document (showModal,
  // focus, measuring). Tells the element each time React has committed what it shows. The view
  // speaks the element's language (its `lang`, an ancestor's, the kit's locale, the document's).
  function Committed(props: Props & ElementViewProps) {
    const host = hostOf(props.container) as (Element & Rendering) | undefined
    const attached = host?.isConnected !== false
    const connection = host?.[CONNECTION] ?? 0
    // r2wc mounts the root as soon as a property is set, attached or not (React sets them on an
    // element it has created before it inserts it, and a render it then drops never inserts it):
    // a detached element watches nothing, or the page's language watch would hold it for good.
    const language = useElementLanguage(attached ? host : undefined, connection)
    useLayoutEffect(() => {
      if (attached) host?.[RENDERED]?.()
    })
    if (!attached) return null
    return createElement(
      ElementConnection.Provider,
      { value: connection },
      createElement(CrewLanguageContext.Provider, { value: language }, createElement(Component, props))
    )
  }

  const Base = r2wc(Committed as ComponentType<Props & { container?: HTMLElement }>, {
    shadow: 'open',
    // Untyped on purpose (see above); r2wc's types want a transform name for each entry.
    props: Object.fromEntries(names.map((name) => [name, undefined])) as Record<string, never>
  }) as new () => R2wcElement

  class CrewElement extends Base implements Rendering {
    #pending: ReturnType<typeof deferred> | undefined = deferred()
    #ready = false
    #connection = 0

    static get observedAttributes(): string[] {
      return [...byAttribute.keys(), ...jsonAttributes.keys()]
    }

    constructor() {
      super()
      // The partner's appearance comes last: one sheet shared by every element, replaced on update.
      if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [...options.styles.map(sheetFor), crewAppearanceSheet()]
      // A partner may set properties before the bundle loads; those own properties would hide
      // the accessors, so they are moved onto them (the Shoelace/Lit "upgrade property" step).
      for (const name of names) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value: unknown = Reflect.get(this, name)
          Reflect.deleteProperty(this, name)
          Reflect.set(this, name, value)
        }
      }
    }

    /** Settles (true) once the element has rendered what was last set on it (once it is attached). */
    get updateComplete(): Promise<boolean> {
      return this.#pending?.promise ?? Promise.resolve(true)
    }

    /** Something was set: `updateComplete` now waits for the render that shows it. */
    expectRender(): void {
      this.#pending ??= deferred()
    }

    get [CONNECTION](): number {
      return this.#connection
    }

    override connectedCallback(): void {
      this.#connection += 1
      this.expectRender()
      super.connectedCallback()
    }

    override disconnectedCallback(): void {
      // Both callbacks of a move (one append, insertBefore or moveBefore) run once it is done, so
      // an element that is connected here was moved: the React tree, and what the user opened in
      // it, stay, and the connect that follows renders it again in its new place.
      if (this.isConnected) return
      // A React app removes the element while it commits its own tree, and unmounting another
      // root in the middle of a commit is a race React warns of: the unmount waits for the commit
      // to end (a microtask), unless the element is back by then.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback()
      })
    }

    [RENDERED](): void {
      this.#pending?.resolve(true)
      this.#pending = undefined
      if (!this.#ready) {
        this.#ready = true
        dispatchCrewEvent(this, 'ready')
      }
    }

    attributeChangedCallback(attribute: string, _previous: string | null, value: string | null): void {
      const entry = byAttribute.get(attribute)
      if (entry) Reflect.set(this, entry.name, parseAttribute(entry.type, value))
      const json = jsonAttributes.get(attribute)
      if (json) Reflect.set(this, json, this.#parseJson(attribute, value))
    }

    #parseJson(attribute: string, value: string | null): unknown {
      if (value === null || value.trim() === '') return undefined
      try {
        return JSON.parse(value) as unknown
      } catch {
        dispatchCrewEvent(this, 'error', {
          code: 'invalid-data',
          message: `The ${attribute} attribute is not valid JSON.`
        })
        return undefined
      }
    }
  }

  for (const name of names) {
    const base = Object.getOwnPropertyDescriptor(Base.prototype, name)
    const type = options.attributes[name as keyof Props & string]
    const attribute = kebabCase(name)
    Object.defineProperty(CrewElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement): unknown {
        return base?.get?.call(this)
      },
      set(this: CrewElement, value: unknown) {
        this.expectRender()
        if (type !== 'boolean') {
          base?.set?.call(
            this,
            type === 'string' && typeof value === 'string' ? value.slice(0, MAX_TEXT_LENGTH) : value
          )
          return
        }
        // Boolean properties reflect to their attribute (as `open` does on <dialog>), so
        // `element.open = false` and removing `open` are the same thing, and CSS/tests can see the state.
        const on = value === true || value === 'true' || value === ''
        base?.set?.call(this, on)
        if (this.hasAttribute(attribute) !== on) this.toggleAttribute(attribute, on)
      }
    })
  }
  return CrewElement
}

/** Who owns the bare names: the key and shape every copy since 0.2.0 reads, so older copies keep agreeing. */
const KIT = Symbol.for('crew-portal.widgets')

/**
 * Whether this copy of the kit owns the bare names: the first copy that defines one does. A second
 * copy (another version, or the same one from another place) warns once, naming both versions, and
 * defines nothing, so no element ever mixes the two (their cores and configurations are separate).
 */
export function ownsPage(): boolean {
  const global = globalThis as typeof globalThis & { [KIT]?: Owner }
  const owner = (global[KIT] ??= { version: KIT_VERSION, copy: thisCopy, warned: false })
  if (owner.copy === thisCopy) return true
  if (!owner.warned) {
    owner.warned = true
    console.warn(
      `Crew Portal widgets: a second copy of the kit (version ${KIT_VERSION}) was loaded on a page that already has version ${owner.version}. ` +
        'The first copy’s elements are used; load the kit once (one crew-loader.js or one bundle), or give this copy names of its own with defineCrewElements({ suffix }) from its crew-define.js.'
    )
  }
  return false
}

/**
 * Registers an element of this copy (names.ts): under its bare name, once (loading two files of the
 * kit that both contain it must not throw); or, once the copy has suffixes, under each of them instead.
 */
export function defineCrewElement(tag: string, element: CustomElementConstructor): void {
  if (classes.has(tag)) return
  classes.set(tag, element)
  if (suffixes.size === 0) {
    if (ownsPage()) defineAs(tag, element)
    return
  }
  for (const suffix of suffixes) defineAs(`${tag}-${suffix}`, element, suffix)
}

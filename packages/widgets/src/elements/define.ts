import r2wc from '@r2wc/react-to-web-component'
import type { ComponentType } from 'react'

/** How an attribute's text becomes a property value. */
export type AttributeType = 'string' | 'boolean' | 'number'

/** What every element's React adapter receives besides its own props: r2wc passes the shadow root. */
export interface ElementHostProps {
  container?: ShadowRoot | HTMLElement
}

export interface CrewElementOptions<Props> {
  /** Scalars: each is a camelCase property and its kebab-case attribute. */
  attributes: { [Name in keyof Props & string]?: AttributeType }
  /** Rich data: properties only, never reflected to attributes. */
  properties?: ReadonlyArray<keyof Props & string>
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

/**
 * Builds the element class for a React adapter. r2wc keeps doing what it is good at (shadow root,
 * React root, property accessors, re-render on change); attributes are parsed here, and every prop
 * is declared untyped to r2wc so a property set is stored as given and never reflected.
 */
export function crewElement<Props extends object>(
  Component: ComponentType<Props & ElementHostProps>,
  options: CrewElementOptions<Props>
): CustomElementConstructor {
  const attributeEntries = Object.entries(options.attributes) as Array<[string, AttributeType]>
  const names = [...attributeEntries.map(([name]) => name), ...(options.properties ?? [])]
  const byAttribute = new Map(attributeEntries.map(([name, type]) => [kebabCase(name), { name, type }]))
  const Base = r2wc(Component as ComponentType<Props & { container?: HTMLElement }>, {
    shadow: 'open',
    // Untyped on purpose (see above); r2wc's types want a transform name for each entry.
    props: Object.fromEntries(names.map((name) => [name, undefined])) as Record<string, never>
  })

  class CrewElement extends Base {
    static get observedAttributes(): string[] {
      return [...byAttribute.keys()]
    }

    constructor() {
      super()
      if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = options.styles.map(sheetFor)
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

    attributeChangedCallback(attribute: string, _previous: string | null, value: string | null): void {
      const entry = byAttribute.get(attribute)
      if (entry) Reflect.set(this, entry.name, parseAttribute(entry.type, value))
    }
  }

  // Boolean properties reflect to their attribute (as `open` does on <dialog>), so
  // `element.open = false` and removing `open` are the same thing, and CSS/tests can see the state.
  for (const [name, type] of attributeEntries) {
    if (type !== 'boolean') continue
    const base = Object.getOwnPropertyDescriptor(Base.prototype, name)
    const attribute = kebabCase(name)
    Object.defineProperty(CrewElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement): unknown {
        return base?.get?.call(this)
      },
      set(this: HTMLElement, value: unknown) {
        const on = value === true || value === 'true' || value === ''
        base?.set?.call(this, on)
        if (this.hasAttribute(attribute) !== on) this.toggleAttribute(attribute, on)
      }
    })
  }
  return CrewElement
}

/** Registers an element once: loading two bundles that both contain it must not throw. */
export function defineCrewElement(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element)
}

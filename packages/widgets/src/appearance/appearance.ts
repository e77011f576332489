// The kit-wide look a partner passes as `appearance`: each variable's range, its check, and the
// `--crew-*` tokens it sets. Pure: the sheet that carries them is in sheet.ts, the scheme in apply.ts.
import { darkTokens } from './dark.ts'

/**
 * The look of every element, set with `configureCrewPortal({ appearance })` or live with
 * `updateCrewPortal({ appearance })` (docs/embedding.md, Appearance). Each given variable sets the
 * `--crew-*` token of the same name; a value out of range is refused with a TypeError naming it.
 * Colours are hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), `rgb()`/`rgba()`/`hsl()`/`hsla()` of
 * numbers, or a CSS colour name.
 */
export interface CrewAppearance {
  /** `light` (the default), `dark`, or `auto` to follow the device's setting, live. */
  colorScheme?: 'light' | 'dark' | 'auto'
  /** Buttons, links and selected items: `--crew-color-primary` (its hover is derived). */
  colorPrimary?: string
  /** Text on primary: `--crew-color-on-primary`. */
  colorOnPrimary?: string
  /** Cards, dialogs and panels: `--crew-color-surface`. */
  colorSurface?: string
  /** Body text: `--crew-color-text`. */
  colorText?: string
  /** Secondary text: `--crew-color-text-muted`. */
  colorTextMuted?: string
  /** Borders of fields and controls: `--crew-color-border`. */
  colorBorder?: string
  /** Errors: `--crew-color-error`. */
  colorError?: string
  /** Success: `--crew-color-success`. */
  colorSuccess?: string
  /** The focus ring: `--crew-color-focus`. */
  colorFocus?: string
  /** The header bar: `--crew-color-header`. */
  colorHeader?: string
  /** Text on the header bar: `--crew-color-on-header`. */
  colorOnHeader?: string
  /** A CSS font-family list (names, quoted or not, separated by commas): `--crew-font-family`. */
  fontFamily?: string
  /** The base font size in px, 12 to 24 (default 16); every size of the elements scales with it: `--crew-font-size`. */
  fontSize?: number
  /** Corner radius in px, 0 to 24 (default 8): `--crew-radius`, and half of it `--crew-radius-small`. */
  radius?: number
  /** The spacing step in px, 2 to 16 (default 4): `--crew-space-1` to `--crew-space-5` are 1, 2, 4, 6 and 8 steps. */
  spacingUnit?: number
  /** The stacking level of overlays (the side nav's panel, the loading overlay), an integer 0 to 2147483647 (default 1200): `--crew-z-overlay`. */
  overlayZIndex?: number
}

export type CrewColorScheme = NonNullable<CrewAppearance['colorScheme']>

/** An appearance that passed its checks: the scheme and the token declarations it sets. */
export interface CheckedAppearance {
  scheme: CrewColorScheme | undefined
  declarations: ReadonlyArray<readonly [token: string, value: string]>
}

/**
 * One variable of the appearance, as the kit defines it: the check of a value, the range the
 * TypeError and the docs say, the kit's own value, and the `--crew-*` tokens a value sets. The docs
 * page "Tokens and appearance" and the partner guide's table are read from these entries.
 */
export interface AppearanceVariable<Value = unknown> {
  /** A colour, a font-family list, a number of px, an integer, or one of a few words. */
  readonly kind: 'color' | 'font-family' | 'px' | 'integer' | 'keyword'
  /** The range or format, as the TypeError and the docs say it. */
  readonly range: string
  /** The lowest and the highest number it takes (`px` and `integer`). */
  readonly min?: number
  readonly max?: number
  /** The words it takes (`keyword`). */
  readonly options?: readonly string[]
  /** The kit's own value: what shows while the variable is left out (theme/tokens.css says the same). */
  readonly default: Value
  valid(value: unknown): boolean
  /** The token declarations a value sets (none for the colour scheme, which picks a whole token set). */
  declarations(value: Value): Array<[token: string, value: string]>
}

const HEX = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i
// Numbers, percentages, angles and `none`, separated as the functions allow: nothing that can end a declaration.
const COLOR_FUNCTION =
  /^(?:rgba?|hsla?)\(\s*(?:[-+]?(?:\d+\.?\d*|\.\d+)(?:%|deg|turn|rad|grad)?|none)(?:\s*[,/\s]\s*(?:[-+]?(?:\d+\.?\d*|\.\d+)(?:%|deg|turn|rad|grad)?|none)){2,3}\s*\)$/i
const COLOR_NAME = /^[a-z]{3,20}$/i
// A name that is no colour but means something to the cascade.
const CSS_WIDE = new Set(['inherit', 'initial', 'unset', 'revert', 'none'])

/** Whether `value` is a colour of the documented forms (and, where the browser can tell, a colour at all). */
export function isAppearanceColor(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const syntax =
    HEX.test(value) || COLOR_FUNCTION.test(value) || (COLOR_NAME.test(value) && !CSS_WIDE.has(value.toLowerCase()))
  if (!syntax) return false
  return typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports('color', value)
}

// An unquoted name is a CSS identifier, which may start with a hyphen (`-apple-system`).
const FAMILY = String.raw`(?:"[^"\\;{}<>\n]{1,60}"|'[^'\\;{}<>\n]{1,60}'|-?[a-z][\w -]{0,59})`
const FONT_FAMILY = new RegExp(String.raw`^\s*${FAMILY}(?:\s*,\s*${FAMILY}){0,9}\s*$`, 'i')

const color = (token: string, byDefault: string): AppearanceVariable<string> => ({
  kind: 'color',
  range: 'a colour: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/hsl() of numbers, or a colour name',
  default: byDefault,
  valid: isAppearanceColor,
  declarations: (value) => [[token, value]]
})

const pixels = (
  min: number,
  max: number,
  byDefault: number,
  declarations: (value: number) => Array<[string, string]>
): AppearanceVariable<number> => ({
  kind: 'px',
  range: `a number of px from ${min} to ${max}`,
  min,
  max,
  default: byDefault,
  valid: (value) => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max,
  declarations
})

const SPACE_STEPS = [1, 2, 4, 6, 8]
const MAX_Z_INDEX = 2147483647
const SCHEMES: readonly CrewColorScheme[] = ['light', 'dark', 'auto']

/**
 * Every variable of the appearance, in the order the docs show them: the one definition that
 * `configureCrewPortal`/`updateCrewPortal` check a value against, and that the docs page "Tokens and
 * appearance" (packages/widgets/src/TokensAndAppearance.mdx) and the partner guide's table show.
 */
export const appearanceVariables: {
  readonly [Name in keyof CrewAppearance]-?: AppearanceVariable<NonNullable<CrewAppearance[Name]>>
} = {
  colorScheme: {
    kind: 'keyword',
    range: `one of ${SCHEMES.map((scheme) => `"${scheme}"`).join(', ')}`,
    options: SCHEMES,
    default: 'light',
    valid: (value) => SCHEMES.includes(value as CrewColorScheme),
    declarations: () => []
  },
  colorPrimary: {
    ...color('--crew-color-primary', '#0b4f9c'),
    declarations: (value) => [
      ['--crew-color-primary', value],
      ['--crew-color-primary-hover', `color-mix(in srgb, ${value} 80%, black)`]
    ]
  },
  colorOnPrimary: color('--crew-color-on-primary', '#ffffff'),
  colorSurface: color('--crew-color-surface', '#ffffff'),
  colorText: color('--crew-color-text', '#1a1f29'),
  colorTextMuted: color('--crew-color-text-muted', '#4a5363'),
  colorBorder: color('--crew-color-border', '#8a94a6'),
  colorError: color('--crew-color-error', '#b3261e'),
  colorSuccess: color('--crew-color-success', '#1e6e3a'),
  colorFocus: color('--crew-color-focus', '#1a73e8'),
  colorHeader: color('--crew-color-header', '#0a2540'),
  colorOnHeader: color('--crew-color-on-header', '#ffffff'),
  fontFamily: {
    kind: 'font-family',
    range: 'a font-family list: up to 10 names, quoted or not, separated by commas',
    default: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    valid: (value) => typeof value === 'string' && FONT_FAMILY.test(value),
    declarations: (value) => [['--crew-font-family', value.trim()]]
  },
  fontSize: pixels(12, 24, 16, (value) => [
    ['--crew-font-size', `${value}px`],
    ['--crew-font-size-small', `${value * 0.875}px`],
    ['--crew-font-size-title', `${value * 1.25}px`]
  ]),
  radius: pixels(0, 24, 8, (value) => [
    ['--crew-radius', `${value}px`],
    ['--crew-radius-small', `${value / 2}px`]
  ]),
  spacingUnit: pixels(2, 16, 4, (value) =>
    SPACE_STEPS.map((steps, index) => [`--crew-space-${index + 1}`, `${steps * value}px`])
  ),
  overlayZIndex: {
    kind: 'integer',
    range: `an integer from 0 to ${MAX_Z_INDEX}`,
    min: 0,
    max: MAX_Z_INDEX,
    default: 1200,
    valid: (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_Z_INDEX,
    declarations: (value) => [['--crew-z-overlay', String(value)]]
  }
}

/** The documented range of each variable, by name (from `appearanceVariables`). */
export const appearanceRanges = Object.fromEntries(
  Object.entries(appearanceVariables).map(([name, variable]) => [name, variable.range])
) as Readonly<Record<keyof CrewAppearance, string>>

const shown = (value: unknown): string => {
  const text =
    typeof value === 'string' ? JSON.stringify(value) : typeof value === 'number' ? String(value) : typeof value
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

const isVariable = (name: string): name is keyof CrewAppearance => Object.hasOwn(appearanceVariables, name)

/**
 * Checks a partner's appearance (undefined or null: none, today's look); a TypeError names the
 * first variable that is unknown or out of its range.
 */
export function appearanceOption(value: unknown): CheckedAppearance | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value))
    throw new TypeError(
      `appearance must be an object of variables, such as { colorPrimary: "#0b4f9c" } (got ${shown(value)})`
    )
  let scheme: CrewColorScheme | undefined
  const declarations: Array<[string, string]> = []
  for (const [name, given] of Object.entries(value)) {
    if (given === undefined) continue
    if (!isVariable(name))
      throw new TypeError(
        `appearance has no variable "${name}" (it takes: ${Object.keys(appearanceVariables).join(', ')})`
      )
    const variable = appearanceVariables[name] as AppearanceVariable
    if (!variable.valid(given))
      throw new TypeError(`appearance.${name} must be ${variable.range} (got ${shown(given)})`)
    if (name === 'colorScheme') scheme = given as CrewColorScheme
    else declarations.push(...variable.declarations(given))
  }
  return { scheme, declarations }
}

/**
 * The text of the kit's appearance sheet: the dark token set when `dark`, then the partner's own
 * variables, which win over it. Empty for no appearance, so the default look is the stylesheets' own.
 */
export function appearanceCss(appearance: CheckedAppearance | undefined, dark: boolean): string {
  if (!appearance) return ''
  const declarations = [
    ...(appearance.scheme ? [['color-scheme', dark ? 'dark' : 'light'] as const] : []),
    ...(dark ? Object.entries(darkTokens) : []),
    ...appearance.declarations
  ]
  if (declarations.length === 0) return ''
  return `:host {\n${declarations.map(([property, value]) => `  ${property}: ${value};`).join('\n')}\n}\n`
}

// The kit's element names and the check of a suffix for them: pure, so the React wrappers (a build
// of their own) may carry a copy of it without carrying a second registry of names (names.ts).

/** Every element of the kit, by its bare name. */
export const KIT_TAGS = [
  'crew-access-pass',
  'crew-contact-card',
  'crew-banner',
  'crew-user-menu',
  'crew-side-nav'
] as const

/** The longest suffix taken: `crew-contact-card-` and 32 characters is a name one can still read. */
export const MAX_SUFFIX_LENGTH = 32

/** Lower-case ASCII letters and digits, in parts joined by single hyphens: `v3`, `team-b`, `2026`. */
const SUFFIX = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Checks a suffix: what follows `crew-access-pass-` in a custom-element name. Anything else (upper
 * case, spaces, markup, a leading or doubled hyphen, an empty string) is refused with a TypeError
 * that names the value, so a mistake never reaches `customElements.define`.
 */
export function suffixOption(caller: string, value: unknown): string {
  if (typeof value !== 'string')
    throw new TypeError(
      `${caller}: suffix must be a string such as "v3" (got ${value === null ? 'null' : typeof value})`
    )
  if (!SUFFIX.test(value) || value.length > MAX_SUFFIX_LENGTH) {
    throw new TypeError(
      `${caller}: suffix ${JSON.stringify(value)} is not a custom-element name part: use lower-case letters a-z and digits, in parts joined by single hyphens, at most ${MAX_SUFFIX_LENGTH} characters (such as "v3")`
    )
  }
  return value
}

const OPTIONS = ['suffix']

/** Checks the options of `defineCrewElements` (and of the React wrappers' `crewComponents`); returns the suffix. */
export function suffixOf(caller: string, options: unknown): string {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError(`${caller} takes an object of options, such as { suffix: "v3" }`)
  const unknown = Object.keys(options).find((name) => !OPTIONS.includes(name))
  if (unknown !== undefined)
    throw new TypeError(`${caller} has no option ${JSON.stringify(unknown)} (it takes: ${OPTIONS.join(', ')})`)
  if (!('suffix' in options)) throw new TypeError(`${caller} needs a suffix, such as { suffix: "v3" }`)
  return suffixOption(caller, options.suffix)
}

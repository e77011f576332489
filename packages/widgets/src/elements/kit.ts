// What a partner page changes on the whole kit, live: `updateCrewPortal`, the kit's part of
// `configureCrewPortal`, and `registerCrewTranslation`. Loaded on the first call, beside the elements.
import { applyCrewAppearance } from '../appearance/apply.ts'
import { appearanceOption, type CrewAppearance } from '../appearance/appearance.ts'
import { localeOption, translationProblem } from '../i18n/check.ts'
import { en } from '../i18n/en.ts'
import type { CrewTranslation } from '../i18n/messages.ts'
import { $crewLocale, addCrewTranslation } from '../i18n/translations.ts'

/** What `updateCrewPortal` (and `configureCrewPortal`) change on every element of the page. */
export interface CrewPortalUpdate {
  /**
   * The language (a BCP 47 tag such as `de` or `pt-BR`) of elements that have no `lang` of their
   * own or on an ancestor; `null` goes back to the document's `lang`.
   */
  locale?: string | null
  /**
   * The look of every element (colours, font, radius, spacing, overlay level, colour scheme); it
   * replaces the previous appearance as a whole, and `null` goes back to the kit's own look.
   */
  appearance?: CrewAppearance | null
}

/** Checks one option's value (a TypeError names what is wrong) and returns what applies it. */
type Update<Value> = (value: Value) => () => void

// One entry per option: adding an option to the kit is adding it here and to CrewPortalUpdate.
const updates: { [Option in keyof CrewPortalUpdate]-?: Update<CrewPortalUpdate[Option]> } = {
  locale: (value) => {
    const locale = localeOption('locale', value)
    return () => $crewLocale.set(locale)
  },
  appearance: (value) => {
    const appearance = appearanceOption(value)
    return () => applyCrewAppearance(appearance)
  }
}

const isUpdateOption = (name: string): name is keyof CrewPortalUpdate => Object.hasOwn(updates, name)

/** Checks every option first, so a bad one changes nothing; returns what applies them all. */
function checked(options: object): () => void {
  const applies = Object.entries(options).map(([name, value]) => {
    if (!isUpdateOption(name))
      throw new TypeError(`updateCrewPortal has no option "${name}" (it takes: ${Object.keys(updates).join(', ')})`)
    return (updates[name] as Update<unknown>)(value)
  })
  return () => applies.forEach((apply) => apply())
}

/** Changes kit-wide options on a live page: every element re-renders with them. */
export function updateCrewPortal(options: CrewPortalUpdate): void {
  if (typeof options !== 'object' || options === null)
    throw new TypeError('updateCrewPortal takes an object of options, such as { locale: "de" }')
  checked(options)()
}

/**
 * Takes the kit's own options out of `configureCrewPortal`'s, checked: `apply` sets them, and
 * `connection` is the rest for connected mode (undefined when the call set only kit options).
 */
export function kitOptionsOf<Options extends object>(
  options: Options
): { apply: () => void; connection: Options | undefined } {
  if (typeof options !== 'object' || options === null || !Object.keys(options).some(isUpdateOption))
    return { apply: () => undefined, connection: options }
  const kit = Object.fromEntries(Object.entries(options).filter(([name]) => isUpdateOption(name)))
  const rest = Object.fromEntries(Object.entries(options).filter(([name]) => !isUpdateOption(name))) as Options
  return { apply: checked(kit), connection: Object.keys(rest).length > 0 ? rest : undefined }
}

/**
 * Adds a language, or replaces some of a language's words (English too): entries left out keep the
 * kit's words, or English for a language the kit does not have. Elements on screen re-render. A
 * TypeError names a bad tag, an unknown element or message, or a placeholder the kit does not fill.
 */
export function registerCrewTranslation(locale: string, translation: CrewTranslation): void {
  const tag = localeOption("registerCrewTranslation's locale", locale)
  if (!tag) throw new TypeError('registerCrewTranslation needs a language tag such as "de" or "pt-BR"')
  const problem = translationProblem(en, translation)
  if (problem) throw new TypeError(`registerCrewTranslation(${JSON.stringify(tag)}): ${problem}`)
  addCrewTranslation(tag.toLowerCase(), translation)
}

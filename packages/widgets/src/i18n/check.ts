// Checks of what a partner gives the kit, loaded with the kit-wide calls rather than with every element.
import { canonicalLocale } from './lang.ts'
import type { Messages } from './messages.ts'

/** The names of a message's placeholders, sorted: `'Hello {firstName}!'` → `['firstName']`. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
}

/**
 * Why `translation` does not fit `reference` (the English table), or undefined when it does: a
 * group or key English lacks, a value that is not a string, or a placeholder English does not have
 * (a typo would show as `{fristName}`). A partner's translation may leave entries out (English
 * shows for them) and drop a placeholder it does not need.
 */
export function translationProblem(reference: Messages, translation: unknown): string | undefined {
  if (typeof translation !== 'object' || translation === null)
    return 'the translation must be an object of messages by element'
  for (const [group, entries] of Object.entries(translation)) {
    const known = Object.hasOwn(reference, group)
      ? (reference as unknown as Record<string, Readonly<Record<string, string>>>)[group]
      : undefined
    if (!known) return `"${group}" is not an element of the kit (known: ${Object.keys(reference).join(', ')})`
    if (typeof entries !== 'object' || entries === null) return `"${group}" must be an object of messages`
    for (const [key, message] of Object.entries(entries as Record<string, unknown>)) {
      const english = Object.hasOwn(known, key) ? known[key] : undefined
      if (english === undefined) return `"${group}.${key}" is not a message of the kit`
      if (typeof message !== 'string') return `"${group}.${key}" must be a string`
      const unknown = placeholdersOf(message).filter((name) => !placeholdersOf(english).includes(name))
      if (unknown.length > 0)
        return `"${group}.${key}" has a placeholder the kit does not fill: {${unknown.join('}, {')}}`
    }
  }
  return undefined
}

/** The canonical tag `value` stands for (undefined or null: none); a TypeError that names `option` otherwise. */
export function localeOption(option: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  const locale = canonicalLocale(value)
  if (!locale)
    throw new TypeError(`${option} must be a language tag such as "de" or "pt-BR" (got ${JSON.stringify(value)})`)
  return locale
}

import type { en } from './en.ts'

/** Every word the elements show, by element: the shape of the English table, each entry a string. */
export type Messages = { readonly [Group in keyof typeof en]: { readonly [Key in keyof (typeof en)[Group]]: string } }

/** What a partner gives `registerCrewTranslation`: any of the entries, by element. */
export type CrewTranslation = { readonly [Group in keyof Messages]?: Partial<Messages[Group]> }

const PLACEHOLDER = /\{(\w+)\}/g

/** The message with each `{name}` replaced by its value; a placeholder without a value stays as written. */
export function fill(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The entries of each translation, by element, later ones winning. */
export function overlay(...translations: ReadonlyArray<CrewTranslation | undefined>): CrewTranslation {
  const merged: Record<string, object> = {}
  for (const translation of translations) {
    for (const [group, entries] of Object.entries(translation ?? {})) merged[group] = { ...merged[group], ...entries }
  }
  return merged
}

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

/** `base` with the entries of each translation laid over it, later ones winning. */
export function mergeMessages(base: Messages, ...translations: ReadonlyArray<CrewTranslation | undefined>): Messages {
  const merged: Record<string, Record<string, string>> = {}
  for (const group of Object.keys(base) as Array<keyof Messages>) {
    merged[group] = Object.assign({}, base[group], ...translations.map((translation) => translation?.[group]))
  }
  return merged as unknown as Messages
}

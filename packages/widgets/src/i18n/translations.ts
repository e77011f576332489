// The kit's message tables: English always, the kit's other languages once an element needed them,
// and what partners registered; and the kit-wide locale. Elements resolve their language here.
import { atom } from 'nanostores'
import { en } from './en.ts'
import { canonicalLocale, localeChain } from './lang.ts'
import { mergeMessages, type CrewTranslation, type Messages } from './messages.ts'

/** The kit's languages besides English, by lower-case tag: each is a chunk of its own, loaded on first need. */
const kitLanguages: Readonly<Record<string, () => Promise<{ messages: Messages }>>> = {
  de: () => import('./locales/de.ts'),
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  'pt-br': () => import('./locales/pt-BR.ts'),
  ar: () => import('./locales/ar.ts')
}

const loaded: Record<string, Messages> = {}
const registered: Record<string, CrewTranslation> = {}
const requested = new Set<string>()

/** Every table ready to show, by lower-case locale: English, the kit's languages loaded so far, the partners'. */
export const $crewMessages = atom<Readonly<Record<string, Messages>>>({ en })

/** The kit-wide locale (`updateCrewPortal({ locale })`): for elements with no `lang` of their own or above them. */
export const $crewLocale = atom<string | undefined>(undefined)

function publish(): void {
  const tables: Record<string, Messages> = { en: registered.en ? mergeMessages(en, registered.en) : en }
  for (const locale of new Set([...Object.keys(loaded), ...Object.keys(registered)])) {
    // A kit language shows once its own table is here, never as a partner's few words over English.
    if (locale === 'en' || (locale in kitLanguages && !(locale in loaded))) continue
    tables[locale] = mergeMessages(en, loaded[locale], registered[locale])
  }
  $crewMessages.set(tables)
}

/** Loads one of the kit's languages, once; elements showing English meanwhile switch when it is here. */
export function loadCrewLanguage(locale: string): void {
  const load = kitLanguages[locale]
  if (!load || requested.has(locale)) return
  requested.add(locale)
  load().then(
    ({ messages }) => {
      loaded[locale] = messages
      publish()
    },
    () => console.warn(`Crew Portal widgets: could not load the ${locale} messages`)
  )
}

/**
 * Lays a partner's words over a language's (English too), as checked by `registerCrewTranslation`:
 * entries left out keep the kit's words, or English for a language the kit does not have.
 */
export function addCrewTranslation(locale: string, translation: CrewTranslation): void {
  const earlier = registered[locale]
  registered[locale] = Object.fromEntries(Object.keys(en).map((group) => [group, { ...earlier?.[group as keyof Messages], ...translation[group as keyof Messages] }]))
  publish()
}

/** What an element shows in, and how it writes dates. */
export interface CrewLanguage {
  /** The table shown: `en`, `de`, `pt-br`, or a locale a partner registered. */
  locale: string
  /** The element's language tag for `Intl` dates; undefined in English, which keeps the US-English long date (R-FORMAT-2). */
  dateLocale: string | undefined
  messages: Messages
  /** One of the kit's languages the element is in but that is still loading (English shows meanwhile). */
  loading: string | undefined
}

/** English as the kit ships it: what a view shows outside an element. */
export const ENGLISH: CrewLanguage = { locale: 'en', dateLocale: undefined, messages: en, loading: undefined }

const resolved = new WeakMap<object, Map<string, CrewLanguage>>()

function resolve(tag: string | undefined, tables: Readonly<Record<string, Messages>>): CrewLanguage {
  const english = tables.en === en ? ENGLISH : { ...ENGLISH, messages: tables.en ?? en }
  const canonical = canonicalLocale(tag)
  if (!canonical) return english
  for (const locale of localeChain(canonical, [...Object.keys(kitLanguages), ...Object.keys(tables)])) {
    const messages = tables[locale]
    if (messages) return locale === 'en' ? english : { locale, dateLocale: canonical, messages, loading: undefined }
    if (locale in kitLanguages) return { ...english, loading: locale }
  }
  return english
}

/**
 * The language for a tag (as `lang` gives it; undefined is English), with the tables ready now.
 * The same object for the same tag until a table changes, so a render can compare it.
 */
export function crewLanguage(tag: string | undefined): CrewLanguage {
  const tables = $crewMessages.get()
  let byTag = resolved.get(tables)
  if (!byTag) resolved.set(tables, (byTag = new Map()))
  const key = tag ?? ''
  let language = byTag.get(key)
  if (!language) byTag.set(key, (language = resolve(tag, tables)))
  return language
}

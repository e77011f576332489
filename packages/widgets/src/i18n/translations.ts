// The kit's message tables beside English: its other languages once an element needed them, and
// what partners registered; and the kit-wide locale. Elements resolve their language here. English
// is not here: each element carries its own group (i18n/en/) and lays the table it is in over it.
import { atom } from 'nanostores'
import { canonicalLocale, localeChain } from './lang.ts'
import { overlay, type CrewTranslation, type Messages } from './messages.ts'

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

/**
 * Every table ready to show, by lower-case locale, as entries laid over English: the kit's
 * languages loaded so far (whole), the partners' (English's own `en` among them, as they wrote it).
 */
export const $crewMessages = atom<Readonly<Record<string, CrewTranslation>>>({})

/** The kit-wide locale (`updateCrewPortal({ locale })`): for elements with no `lang` of their own or above them. */
export const $crewLocale = atom<string | undefined>(undefined)

function publish(): void {
  const tables: Record<string, CrewTranslation> = {}
  for (const locale of new Set([...Object.keys(loaded), ...Object.keys(registered)])) {
    // A kit language shows once its own table is here, never as a partner's few words over English.
    if (locale in kitLanguages && !(locale in loaded)) continue
    tables[locale] = overlay(loaded[locale], registered[locale])
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
  registered[locale] = overlay(registered[locale], translation)
  publish()
}

/** What an element shows in, and how it writes dates. */
export interface CrewLanguage {
  /** The table shown: `en`, `de`, `pt-br`, or a locale a partner registered. */
  locale: string
  /** The element's language tag for `Intl` dates; undefined in English, which keeps the US-English long date (R-FORMAT-2). */
  dateLocale: string | undefined
  /** The table's entries, laid over the element's English words (`useCrewMessages`); none in the kit's English. */
  messages: CrewTranslation
  /** One of the kit's languages the element is in but that is still loading (English shows meanwhile). */
  loading: string | undefined
}

/** English as the kit ships it: what a view shows outside an element. */
export const ENGLISH: CrewLanguage = { locale: 'en', dateLocale: undefined, messages: {}, loading: undefined }

const resolved = new WeakMap<object, Map<string, CrewLanguage>>()

function resolve(tag: string | undefined, tables: Readonly<Record<string, CrewTranslation>>): CrewLanguage {
  const english = tables.en ? { ...ENGLISH, messages: tables.en } : ENGLISH
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

// The language a view renders in: each element provides its own, resolved from the page and kept
// current; outside an element (the product's pages, the stories) it is English.
import {
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore
} from 'react'
import type { ReactNode } from 'react'
import { languageTag } from './lang.ts'
import type { Messages } from './messages.ts'
import { watchLang } from './observer.ts'
import {
  $crewLocale,
  $crewMessages,
  ENGLISH,
  crewLanguage,
  loadCrewLanguage,
  type CrewLanguage
} from './translations.ts'

export const CrewLanguageContext = createContext<CrewLanguage>(ENGLISH)

export function useCrewLanguage(): CrewLanguage {
  return useContext(CrewLanguageContext)
}

/**
 * The words of one element in the language it is in: `english`, its group of the English table
 * (i18n/en/), with the entries of that language's table laid over it.
 */
export function useCrewMessages<Group extends keyof Messages>(group: Group, english: Messages[Group]): Messages[Group] {
  const { messages } = useContext(CrewLanguageContext)
  return useMemo(() => ({ ...english, ...messages[group] }), [english, messages, group])
}

/**
 * The language of the element `host`, re-resolved when a `lang` above or on it changes, when the
 * kit-wide locale or a table changes, and at each `attachment` (a move may put it under another
 * `lang`). Starts loading a kit language it is in; English shows until it is here.
 */
export function useElementLanguage(host: Element | undefined, attachment: number): CrewLanguage {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!host) return () => undefined
      const stops = [watchLang(host, changed), $crewLocale.listen(changed), $crewMessages.listen(changed)]
      return () => stops.forEach((stop) => stop())
    },
    // A new attachment may sit in another shadow root, which the watcher then observes too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [host, attachment]
  )
  const language = useSyncExternalStore(subscribe, () =>
    host ? crewLanguage(languageTag(host, $crewLocale.get())) : ENGLISH
  )
  useEffect(() => {
    if (language.loading) loadCrewLanguage(language.loading)
  }, [language.loading])
  return language
}

const PLACEHOLDER = /\{(\w+)\}/

/** A message as React children, each `{name}` replaced by its node (a link, a button); false or '' drops one. */
export function fillNodes(message: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  // split() with a capturing group alternates text and placeholder names.
  return message
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 0 ? part : createElement(Fragment, { key: index }, nodes[part])))
}

// The modes a designer switches in Storybook's toolbar (locale, direction, colour scheme; the viewport
// is Storybook's own global) and the decorator that applies them to every story. The story matrix
// of `npm test` (.storybook/matrix.ts) goes through the same decorator, mode by mode.
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react'
import type { Decorator, Preview } from '@storybook/react-vite'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'
import { darkTokens } from '../packages/widgets/src/appearance/dark.ts'
import type { CrewColorScheme } from '../packages/widgets/src/appearance/appearance.ts'
import { updateCrewPortal } from '../packages/widgets/src/elements/kit.ts'

/** The kit's languages: English and one table per file of i18n/locales/ (a new table shows up here by itself). */
export const STORY_LOCALES: readonly string[] = [
  'en',
  ...Object.keys(import.meta.glob('../packages/widgets/src/i18n/locales/*.ts')).map((path) =>
    path.replace(/^.*\/(.*)\.ts$/, '$1')
  )
]

export const COLOR_SCHEMES: readonly CrewColorScheme[] = ['light', 'dark', 'auto']

/** `auto` follows the locale: right to left for a language written so (ar), left to right otherwise. */
export type StoryDirection = 'auto' | 'ltr' | 'rtl'

/** What the decorator applies: the toolbar's globals, or the matrix's mode of the moment. */
export interface StoryMode {
  locale: string
  direction: StoryDirection
  colorScheme: CrewColorScheme
}

export const DEFAULT_MODE: StoryMode = { locale: 'en', direction: 'auto', colorScheme: 'light' }

/** The viewports of the toolbar that the matrix also uses: a phone and a desktop width. */
export const STORY_VIEWPORTS = {
  phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1440 × 900)', styles: { width: '1440px', height: '900px' }, type: 'desktop' }
} as const

const RTL_LANGUAGES = new Set(['ar', 'arc', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi'])

/** The direction a language is written in (`Intl.Locale`'s text info where the browser has it). */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  const intl = new Intl.Locale(locale) as Intl.Locale & { getTextInfo?: () => { direction?: string } }
  const direction = intl.getTextInfo?.().direction
  if (direction === 'rtl' || direction === 'ltr') return direction
  return RTL_LANGUAGES.has(intl.language) ? 'rtl' : 'ltr'
}

/** The language's own name for itself, then its tag: `Deutsch (de)`. */
function localeTitle(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
  return `${name} (${locale})`
}

type ToolbarIcon = NonNullable<NonNullable<Preview['globalTypes']>[string]['toolbar']>['icon']

/** A toolbar menu of `choices` (value, then its title) that shows the chosen one's title. */
function toolbarMenu(title: string, icon: ToolbarIcon, choices: readonly (readonly [value: string, title: string])[]) {
  return { title, icon, items: choices.map(([value, itemTitle]) => ({ value, title: itemTitle })), dynamicTitle: true }
}

export const modeGlobalTypes: NonNullable<Preview['globalTypes']> = {
  locale: {
    description: 'The language of the elements: lang on the story root',
    toolbar: toolbarMenu(
      'Locale',
      'globe',
      STORY_LOCALES.map((locale) => [locale, localeTitle(locale)] as const)
    )
  },
  direction: {
    description: 'dir on the story root: from the locale, or forced',
    toolbar: toolbarMenu('Direction', 'transfer', [
      ['auto', 'Direction from the locale'],
      ['ltr', 'Left to right'],
      ['rtl', 'Right to left']
    ])
  },
  colorScheme: {
    description: "The kit's colour scheme (appearance.colorScheme)",
    toolbar: toolbarMenu('Colour scheme', 'contrast', [
      ['light', 'Light'],
      ['dark', 'Dark'],
      ['auto', 'Auto (the device’s setting)']
    ])
  }
}

export const modeInitialGlobals = {
  locale: DEFAULT_MODE.locale,
  direction: DEFAULT_MODE.direction,
  colorScheme: DEFAULT_MODE.colorScheme
}

/** Storybook's viewport global takes these (and its own small set, which some stories name). */
export const modeViewportParameter = { options: { ...MINIMAL_VIEWPORTS, ...STORY_VIEWPORTS } }

// The matrix's mode: while set, it replaces the toolbar's globals for the story on screen.
let matrixMode: StoryMode | undefined
const listeners = new Set<() => void>()

/** Sets (or, with undefined, ends) the mode the matrix renders the story in; the decorator re-renders. */
export function setMatrixMode(mode: StoryMode | undefined): void {
  matrixMode = mode
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const read = (value: unknown, allowed: readonly string[], fallback: string): string =>
  typeof value === 'string' && allowed.includes(value) ? value : fallback

/** The mode the toolbar's globals ask for; an unknown value falls back to the default. */
export function modeOf(globals: Record<string, unknown>): StoryMode {
  return {
    locale: read(globals.locale, STORY_LOCALES, DEFAULT_MODE.locale),
    direction: read(globals.direction, ['auto', 'ltr', 'rtl'], DEFAULT_MODE.direction) as StoryDirection,
    colorScheme: read(globals.colorScheme, COLOR_SCHEMES, DEFAULT_MODE.colorScheme) as CrewColorScheme
  }
}

const DARK_QUERY = '(prefers-color-scheme: dark)'
let applied = 0

/**
 * The colour scheme for the whole preview: the elements take it through the kit's own
 * `updateCrewPortal({ appearance: { colorScheme } })`; the views outside elements and the page behind
 * the story take the same dark token set on the document element (where tokens.css sets the light one).
 */
function applyColorScheme(scheme: CrewColorScheme): () => void {
  updateCrewPortal({ appearance: { colorScheme: scheme } })
  const root = document.documentElement
  const paint = (dark: boolean) => {
    for (const [token, value] of Object.entries(darkTokens)) {
      if (dark) root.style.setProperty(token, value)
      else root.style.removeProperty(token)
    }
    root.style.colorScheme = dark ? 'dark' : 'light'
  }
  applied += 1
  let stop = () => undefined as void
  if (scheme === 'auto') {
    const query = matchMedia(DARK_QUERY)
    const follow = () => paint(query.matches)
    query.addEventListener('change', follow)
    stop = () => query.removeEventListener('change', follow)
    follow()
  } else {
    paint(scheme === 'dark')
  }
  return () => {
    stop()
    applied -= 1
    // The last story on the page gone (the next one applies its own): back to the kit's own look.
    if (applied === 0) {
      paint(false)
      root.style.removeProperty('color-scheme')
      updateCrewPortal({ appearance: null })
    }
  }
}

function StoryModes({ chosen, children }: { chosen: StoryMode; children: ReactNode }) {
  const mode = useSyncExternalStore(subscribe, () => matrixMode) ?? chosen
  useLayoutEffect(() => applyColorScheme(mode.colorScheme), [mode.colorScheme])
  const dir = mode.direction === 'auto' ? directionOf(mode.locale) : mode.direction
  // display: contents (preview.css): the wrapper carries lang and dir, and adds no box to the layout.
  return (
    <div className="crew-story-modes" lang={mode.locale} dir={dir}>
      {children}
    </div>
  )
}

/** Applies the locale, direction and colour scheme globals to every story (the viewport is Storybook's). */
export const withModes: Decorator = (Story, { globals }) => (
  <StoryModes chosen={modeOf(globals)}>
    <Story />
  </StoryModes>
)

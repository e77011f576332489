import type { Messages } from '../i18n/messages.ts'

/** The side navigation's entries (R-LAYOUT-2): the message of their label, and relative href, in order. */
export const sideNavItems = [
  { id: 'training', label: 'training', href: './training' },
  { id: 'library', label: 'library', href: './library' },
  { id: 'access-pass', label: 'accessPass', href: './access-pass' }
] as const satisfies ReadonlyArray<{ id: string; label: keyof Messages['sideNav']; href: string }>

export type SideNavItemId = (typeof sideNavItems)[number]['id']
export type SideNavItem = (typeof sideNavItems)[number]

/** Mobile and tablet: up to 1023px the navigation is an overlay that starts closed (R-LAYOUT-3). */
export const SIDE_NAV_MOBILE_QUERY = '(max-width: 1023px)'

/** The context switcher focuses its search this long after opening (R-LAYOUT-4). */
export const CONTEXT_SEARCH_FOCUS_DELAY_MS = 50

export interface SideNavContext {
  id: string
  label: string
  /** What the collapsed navigation shows of the current context (a code such as "NWA"); the label's first letters otherwise. */
  short?: string
}

/** Reads the `contexts` property: entries without a string id and label are dropped. */
export function toSideNavContexts(value: unknown): SideNavContext[] {
  if (!Array.isArray(value)) return []
  return (value as unknown[]).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { id, label, short } = entry as Record<string, unknown>
    if (typeof id !== 'string' || typeof label !== 'string' || label.trim() === '') return []
    return [typeof short === 'string' && short.trim() !== '' ? { id, label, short: short.trim() } : { id, label }]
  })
}

/** The collapsed navigation's few characters for a context: its `short`, or the label's initials. */
export function shortContextLabel(context: SideNavContext): string {
  if (context.short) return context.short.slice(0, 4)
  return context.label
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .slice(0, 3)
}

export function filterContexts(contexts: readonly SideNavContext[], query: string): SideNavContext[] {
  const needle = query.trim().toLowerCase()
  return needle === '' ? [...contexts] : contexts.filter((context) => context.label.toLowerCase().includes(needle))
}

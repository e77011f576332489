/** The side navigation's entries (SPEC §2 Layout): label and relative href, in order. */
export const sideNavItems = [
  { id: 'training', label: 'Training', href: './training' },
  { id: 'library', label: 'Library', href: './library' },
  { id: 'access-pass', label: 'Access Pass', href: './access-pass' }
] as const

export type SideNavItemId = (typeof sideNavItems)[number]['id']
export type SideNavItem = (typeof sideNavItems)[number]

/** Mobile and tablet: up to 1023px the navigation is an overlay that starts closed (SPEC §9). */
export const SIDE_NAV_MOBILE_QUERY = '(max-width: 1023px)'

/** The context switcher focuses its search this long after opening (SPEC §9). */
export const CONTEXT_SEARCH_FOCUS_DELAY_MS = 50

export interface SideNavContext {
  id: string
  label: string
}

/** Reads the `contexts` property: entries without a string id and label are dropped. */
export function toSideNavContexts(value: unknown): SideNavContext[] {
  if (!Array.isArray(value)) return []
  return (value as unknown[]).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { id, label } = entry as Record<string, unknown>
    return typeof id === 'string' && typeof label === 'string' && label.trim() !== '' ? [{ id, label }] : []
  })
}

export function filterContexts(contexts: readonly SideNavContext[], query: string): SideNavContext[] {
  const needle = query.trim().toLowerCase()
  return needle === '' ? [...contexts] : contexts.filter((context) => context.label.toLowerCase().includes(needle))
}

import { hostOf, type ElementViewProps } from '../elements/element-view.ts'
import { useCrewEvents } from '../elements/events.ts'
import { sideNavItems, toSideNavContexts, type SideNavItemId } from './items.ts'
import { SideNav } from './SideNav.tsx'

export interface SideNavElementProps extends ElementViewProps {
  open?: boolean
  active?: string
  context?: string
  contexts?: unknown
}

const isItemId = (value: unknown): value is SideNavItemId => sideNavItems.some((item) => item.id === value)

/**
 * What `<crew-side-nav>` renders. The nav has no core data of its own: the page tells it the
 * active entry, and routes on `crew-navigate`. Open state lives in the `open` attribute, which the
 * element updates itself (so a header's menu button and the nav never disagree).
 */
export function SideNavElementView({ container, open, active, context, contexts }: SideNavElementProps) {
  const emit = useCrewEvents(container)
  return (
    <SideNav
      open={open === true}
      active={isItemId(active) ? active : undefined}
      contexts={toSideNavContexts(contexts)}
      currentContext={context}
      onOpenChange={(next) => {
        const host = hostOf(container)
        host?.toggleAttribute('open', next)
        if (host) Reflect.set(host, 'open', next)
        emit('toggle', { open: next })
      }}
      onNavigate={(item) => !emit('navigate', { item: item.id, href: item.href }, true)}
      onContextChange={(chosen) => emit('context-change', { id: chosen.id, label: chosen.label })}
    />
  )
}

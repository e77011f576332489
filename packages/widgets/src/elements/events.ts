import { useCallback } from 'react'
import { hostOf, type ElementViewProps } from './element-view.ts'

/**
 * Dispatches `crew-<action>` from the element: bubbling and composed, so a listener on `document`
 * hears it. Returns false when a listener called preventDefault (only for cancelable events).
 */
export function dispatchCrewEvent(
  target: EventTarget | null | undefined,
  action: string,
  detail?: unknown,
  cancelable = false
): boolean {
  if (!target) return true
  return target.dispatchEvent(new CustomEvent(`crew-${action}`, { bubbles: true, composed: true, cancelable, detail }))
}

/** `emit('close')` in an element view dispatches `crew-close` from its element. */
export function useCrewEvents(
  container: ElementViewProps['container']
): (action: string, detail?: unknown, cancelable?: boolean) => boolean {
  return useCallback(
    (action, detail, cancelable) => dispatchCrewEvent(hostOf(container), action, detail, cancelable),
    [container]
  )
}

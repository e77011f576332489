import { type RefObject, useEffect, useRef } from 'react'

/**
 * Listens to a `crew-<action>` event of a custom element. The elements speak in DOM events, not
 * function props (docs/embedding.md), so the app subscribes the way a partner portal would.
 */
export function useCrewEvent<Detail>(
  ref: RefObject<HTMLElement | null>,
  type: `crew-${string}`,
  handler: (event: CustomEvent<Detail>) => void
): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const listener = (event: Event) => latest.current(event as CustomEvent<Detail>)
    element.addEventListener(type, listener)
    return () => element.removeEventListener(type, listener)
  }, [ref, type])
}

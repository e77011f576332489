import { type RefObject, useEffect } from 'react'

/**
 * Keeps `--crew-banner-space` on the root at the docked banner's height: the page grows by it at
 * its end (so its foot can scroll above the banner) and focus scrolls clear of it.
 */
export function useBannerSpace(banner: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = banner.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--crew-banner-space', `${element.offsetHeight}px`)
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--crew-banner-space')
    }
  }, [banner])
}

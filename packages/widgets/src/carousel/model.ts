/** R-LAYOUT-8: the carousel's transition speed, in milliseconds. */
export const CAROUSEL_TRANSITION_MS = 600
/** R-LAYOUT-8: the list variant shows 4 vertical slides. */
export const LIST_VISIBLE_SLIDES = 4

export type CarouselVariant = 'default' | 'list'

export function visibleSlideCount(variant: CarouselVariant): number {
  return variant === 'list' ? LIST_VISIBLE_SLIDES : 1
}

/** The first slide of the window, kept so the window never runs past either end. */
export function clampStart(start: number, total: number, perView: number): number {
  const last = Math.max(0, total - perView)
  if (!Number.isFinite(start)) return 0
  return Math.min(Math.max(0, Math.trunc(start)), last)
}

export function canMove(start: number, total: number, perView: number, step: 1 | -1): boolean {
  return clampStart(start + step, total, perView) !== clampStart(start, total, perView)
}

export function isSlideVisible(slide: number, start: number, perView: number): boolean {
  return slide >= start && slide < start + perView
}

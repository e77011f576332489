import { useId, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'
import {
  CAROUSEL_TRANSITION_MS,
  canMove,
  clampStart,
  isSlideVisible,
  visibleSlideCount,
  type CarouselVariant
} from './model.ts'
import '../theme/tokens.css'
import './Carousel.css'

export interface CarouselSlide {
  id: string
  content: ReactNode
}

export interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. "Upcoming training events". */
  label: string
  slides: readonly CarouselSlide[]
  /** `list`: 4 slides stacked vertically, moving one at a time. */
  variant?: CarouselVariant
  initialIndex?: number
  /** The first visible slide changed. */
  onIndexChange?: (index: number) => void
  previousLabel?: string
  nextLabel?: string
}

/**
 * The WAI-ARIA carousel pattern without auto-rotation (so no pause control): previous and next
 * buttons, arrow keys (Home and End too) while focus is inside, the left and right arrows swapped
 * under `dir="rtl"`, slides as labelled groups, and the slides out of view hidden and inert so Tab
 * never lands on them. The slide moves in 600 ms (R-LAYOUT-8), or at once under reduced motion.
 */
export function Carousel({
  label,
  slides,
  variant = 'default',
  initialIndex = 0,
  onIndexChange,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide'
}: CarouselProps): ReactNode {
  const trackId = useId()
  const perView = visibleSlideCount(variant)
  const total = slides.length
  const [wanted, setWanted] = useState(initialIndex)
  // Clamped on render, so fewer slides from the host never leave the window past the end.
  const start = clampStart(wanted, total, perView)

  function goTo(next: number): void {
    const clamped = clampStart(next, total, perView)
    if (clamped === start) return
    setWanted(clamped)
    onIndexChange?.(clamped)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>): void {
    const target = event.target as HTMLElement
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return
    // Right to left the previous slide waits on the right, so the right arrow goes back (WAI-ARIA
    // carousel and tabs practice); the list variant moves up and down in either direction.
    const rtl = variant !== 'list' && isRightToLeft(event.currentTarget)
    const back = variant === 'list' ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft'
    const forward = variant === 'list' ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight'
    const moves: Record<string, number> = { [back]: start - 1, [forward]: start + 1, Home: 0, End: total }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    goTo(next)
  }

  const style = {
    '--crew-carousel-start': start,
    '--crew-carousel-speed': `${CAROUSEL_TRANSITION_MS}ms`
  } as CSSProperties
  const canGoBack = canMove(start, total, perView, -1)
  const canGoForward = canMove(start, total, perView, 1)

  // Previous and next, each with a chevron pointing the way it moves: right, a quarter turn further
  // in the list variant (down), a half turn going back (left, up). At an end a button says it is
  // disabled but stays focusable, so focus is not lost while the keyboard is on it.
  const stepButton = (by: -1 | 1, label: string, enabled: boolean) => (
    <button
      type="button"
      className="crew-carousel__button"
      aria-controls={trackId}
      aria-label={label}
      aria-disabled={enabled ? undefined : true}
      onClick={() => goTo(start + by)}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
        style={{ transform: `rotate(${(variant === 'list' ? 90 : 0) + (by < 0 ? 180 : 0)}deg)` }}
      >
        <path
          d="M9 5l7 7-7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )

  return (
    <section
      className={`crew-carousel crew-carousel--${variant}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={handleKeyDown}
    >
      <div className="crew-carousel__viewport">
        <div id={trackId} className="crew-carousel__track" style={style} aria-live="polite">
          {slides.map((slide, index) => {
            const visible = isSlideVisible(index, start, perView)
            return (
              <div
                key={slide.id}
                className="crew-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${total}`}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
              >
                {slide.content}
              </div>
            )
          })}
        </div>
      </div>
      {total > perView ? (
        <div className="crew-carousel__controls">
          {stepButton(-1, previousLabel, canGoBack)}
          <span className="crew-carousel__position" aria-hidden="true">
            {perView === 1 ? `${start + 1} / ${total}` : `${start + 1}–${start + perView} / ${total}`}
          </span>
          {stepButton(1, nextLabel, canGoForward)}
        </div>
      ) : null}
    </section>
  )
}

/**
 * Whether `element` reads right to left, as `:dir(rtl)` (which lays the track out) decides it: the
 * nearest `dir` on it or an ancestor, across shadow roots to their hosts; `dir="auto"` asks the
 * computed direction.
 */
function isRightToLeft(element: Element): boolean {
  for (let node: Element | undefined = element; node;) {
    const declaring: Element | null = node.closest('[dir]')
    const dir = declaring?.getAttribute('dir')?.trim().toLowerCase()
    if (dir === 'rtl') return true
    if (dir === 'ltr') return false
    if (declaring && dir === 'auto') return getComputedStyle(declaring).direction === 'rtl'
    // An empty or unknown value counts as none: look further up.
    if (declaring?.parentElement) {
      node = declaring.parentElement
      continue
    }
    const root = (declaring ?? node).getRootNode()
    node = root instanceof ShadowRoot ? root.host : undefined
  }
  return false
}

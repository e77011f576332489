import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { button, cleanup, click, press, render } from '../test/render.tsx'
import { Carousel, type CarouselSlide } from './Carousel.tsx'
import { CAROUSEL_TRANSITION_MS, LIST_VISIBLE_SLIDES, clampStart, isSlideVisible } from './model.ts'

afterEach(cleanup)

const slides = (count: number): CarouselSlide[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `s${index}`,
    content: <a href={`#s${index}`}>Slide {index + 1}</a>
  }))

function visibleLabels(): string[] {
  return [...document.querySelectorAll('[aria-roledescription="slide"]:not([aria-hidden])')].map((slide) =>
    slide.getAttribute('aria-label')!
  )
}

describe('carousel model', () => {
  it('keeps the window inside the slides for any start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom(1, 4),
        (start, total, perView) => {
          const clamped = clampStart(start, total, perView)
          expect(clamped).toBeGreaterThanOrEqual(0)
          expect(clamped).toBeLessThanOrEqual(Math.max(0, total - perView))
        }
      )
    )
    expect(clampStart(Number.NaN, 5, 1)).toBe(0)
  })

  it('shows exactly the window', () => {
    expect([0, 1, 2, 3, 4, 5].filter((slide) => isSlideVisible(slide, 1, 4))).toEqual([1, 2, 3, 4])
  })
})

describe('Carousel', () => {
  it('is a labelled carousel of labelled slides', () => {
    render(<Carousel label="Upcoming training" slides={slides(3)} />)
    const region = document.querySelector('section')!
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    expect(region.getAttribute('aria-label')).toBe('Upcoming training')
    expect(visibleLabels()).toEqual(['1 of 3'])
  })

  it('moves in 600 ms (R-LAYOUT-8)', () => {
    expect(CAROUSEL_TRANSITION_MS).toBe(600)
    render(<Carousel label="c" slides={slides(3)} />)
    const track = document.querySelector<HTMLElement>('.crew-carousel__track')!
    expect(track.style.getPropertyValue('--crew-carousel-speed')).toBe('600ms')
  })

  it('moves with the next and previous buttons, which control the slides', () => {
    const onIndexChange = vi.fn()
    render(<Carousel label="c" slides={slides(3)} onIndexChange={onIndexChange} />)
    const track = document.querySelector('.crew-carousel__track')!
    expect(button('Next slide').getAttribute('aria-controls')).toBe(track.id)
    click(button('Next slide'))
    expect(visibleLabels()).toEqual(['2 of 3'])
    expect(onIndexChange).toHaveBeenLastCalledWith(1)
    click(button('Previous slide'))
    expect(visibleLabels()).toEqual(['1 of 3'])
  })

  it('stops at the ends and says so without taking focus away', () => {
    render(<Carousel label="c" slides={slides(2)} />)
    expect(button('Previous slide').getAttribute('aria-disabled')).toBe('true')
    click(button('Previous slide'))
    expect(visibleLabels()).toEqual(['1 of 2'])
    click(button('Next slide'))
    expect(button('Next slide').getAttribute('aria-disabled')).toBe('true')
    expect(button('Next slide').disabled).toBe(false)
  })

  it('makes hidden slides inert so Tab skips them', () => {
    render(<Carousel label="c" slides={slides(3)} />)
    const hidden = [...document.querySelectorAll('[aria-roledescription="slide"][aria-hidden="true"]')]
    expect(hidden).toHaveLength(2)
    for (const slide of hidden) expect(slide.hasAttribute('inert')).toBe(true)
  })

  // Right to left the slides lie the other way, so the right arrow goes back and the left one on
  // (WAI-ARIA carousel and tabs); Home and End do not turn.
  it.each<{ page: string; dir?: string; keys: [key: string, shown: string][] }>([
    {
      page: 'left to right',
      keys: [
        ['ArrowRight', '2 of 4'],
        ['End', '4 of 4'],
        ['ArrowLeft', '3 of 4'],
        ['Home', '1 of 4']
      ]
    },
    {
      page: 'right to left',
      dir: 'rtl',
      keys: [
        ['ArrowLeft', '2 of 4'],
        ['ArrowLeft', '3 of 4'],
        ['ArrowRight', '2 of 4'],
        ['End', '4 of 4'],
        ['Home', '1 of 4']
      ]
    }
  ])('$page, follows the arrow keys, Home and End while focus is inside', ({ dir, keys }) => {
    render(
      <div dir={dir}>
        <Carousel label="c" slides={slides(4)} />
      </div>
    )
    const next = button('Next slide')
    for (const [key, shown] of keys) {
      press(next, key)
      expect(visibleLabels(), key).toEqual([shown])
    }
  })

  it('reads its direction from the nearest dir, across a shadow root, and keeps Up and Down in the list variant', () => {
    // A dir="ltr" inside an RTL page reads left to right again; an empty dir counts as none.
    render(
      <div dir="rtl">
        <div dir="ltr">
          <Carousel label="ltr" slides={slides(3)} />
        </div>
        <div dir="">
          <Carousel label="rtl" slides={slides(3)} />
        </div>
        <Carousel label="list" variant="list" slides={slides(6)} />
      </div>
    )
    const region = (label: string) => document.querySelector<HTMLElement>(`section[aria-label="${label}"]`)!
    const shown = (label: string) =>
      [...region(label).querySelectorAll('[aria-roledescription="slide"]:not([aria-hidden])')].map((slide) =>
        slide.getAttribute('aria-label')
      )
    press(button('Next slide', region('ltr')), 'ArrowRight')
    expect(shown('ltr')).toEqual(['2 of 3'])
    press(button('Next slide', region('rtl')), 'ArrowLeft')
    expect(shown('rtl')).toEqual(['2 of 3'])
    press(button('Next slide', region('list')), 'ArrowDown')
    expect(shown('list')).toEqual(['2 of 6', '3 of 6', '4 of 6', '5 of 6'])
    press(button('Next slide', region('list')), 'ArrowLeft')
    expect(shown('list')).toEqual(['2 of 6', '3 of 6', '4 of 6', '5 of 6'])

    // Inside a custom element's shadow root, the host's dir (or its ancestors') counts.
    const host = document.createElement('div')
    host.setAttribute('dir', 'rtl')
    document.body.append(host)
    const inner = document.createElement('div')
    host.attachShadow({ mode: 'open' }).append(inner)
    const root = createRoot(inner)
    act(() => root.render(<Carousel label="shadow" slides={slides(3)} />))
    press(button('Next slide', inner), 'ArrowLeft')
    expect(
      [...inner.querySelectorAll('[aria-roledescription="slide"]:not([aria-hidden])')].map((slide) =>
        slide.getAttribute('aria-label')
      )
    ).toEqual(['2 of 3'])
    act(() => root.unmount())
  })

  it('shows 4 vertical slides in the list variant and moves one at a time with Up and Down', () => {
    expect(LIST_VISIBLE_SLIDES).toBe(4)
    render(<Carousel label="c" variant="list" slides={slides(6)} />)
    expect(visibleLabels()).toEqual(['1 of 6', '2 of 6', '3 of 6', '4 of 6'])
    press(button('Next slide'), 'ArrowDown')
    expect(visibleLabels()).toEqual(['2 of 6', '3 of 6', '4 of 6', '5 of 6'])
    press(button('Next slide'), 'ArrowRight')
    expect(visibleLabels()).toEqual(['2 of 6', '3 of 6', '4 of 6', '5 of 6'])
    press(button('Next slide'), 'ArrowUp')
    expect(visibleLabels()).toEqual(['1 of 6', '2 of 6', '3 of 6', '4 of 6'])
  })

  it('has no controls when every slide fits', () => {
    render(<Carousel label="c" variant="list" slides={slides(3)} />)
    expect(document.querySelectorAll('button')).toHaveLength(0)
  })

  it('keeps the window valid when the host passes fewer slides', () => {
    const view = render(<Carousel label="c" slides={slides(5)} initialIndex={4} />)
    expect(visibleLabels()).toEqual(['5 of 5'])
    view.rerender(<Carousel label="c" slides={slides(2)} initialIndex={4} />)
    expect(visibleLabels()).toEqual(['2 of 2'])
  })
})

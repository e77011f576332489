import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DateText } from '../date-field/DateText.tsx'
import { framed } from '../test/stories.tsx'
import { Carousel, type CarouselSlide } from './Carousel.tsx'

const card = {
  boxSizing: 'border-box',
  height: '100%',
  padding: '1rem 1.25rem',
  border: '1px solid var(--crew-color-divider)',
  borderRadius: 8,
  background: 'var(--crew-color-surface-muted)'
} as const

const events = [
  { id: 'e1', program: 'BAT Recurrent — A320', place: 'Miami Training Center', start: '2026-11-27' },
  { id: 'e2', program: 'BATTCM Type Rating — B737 MAX', place: 'Denver Training Center', start: '2027-01-11' },
  { id: 'e3', program: 'BAT Line Check Preparation — E175', place: 'Dallas Training Center', start: '2027-02-03' },
  { id: 'e4', program: 'BAT Recurrent — A350', place: 'Orlando Training Center', start: '2027-03-15' }
]

const eventSlides: CarouselSlide[] = events.map((event) => ({
  id: event.id,
  content: (
    <article style={card}>
      <h3 style={{ margin: '0 0 0.25rem', fontSize: '1.05rem' }}>{event.program}</h3>
      <p style={{ margin: 0, color: 'var(--crew-color-text-muted)' }}>
        {event.place} · starts <DateText value={event.start} />
      </p>
      <a
        href={`#${event.id}`}
        style={{ display: 'inline-block', marginTop: '0.75rem', color: 'var(--crew-color-primary)', fontWeight: 600 }}
      >
        View details
      </a>
    </article>
  )
}))

const documents = [
  'Flight Crew Operating Manual',
  'Quick Reference Handbook',
  'Minimum Equipment List',
  'Training Center Security Briefing',
  'Simulator Session Brief — Day 1',
  'Simulator Session Brief — Day 2'
]

const documentSlides: CarouselSlide[] = documents.map((title, index) => ({
  id: `d${index}`,
  content: (
    <a
      href={`#d${index}`}
      style={{
        ...card,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        textDecoration: 'none',
        color: 'var(--crew-color-text)',
        background: 'var(--crew-color-surface)'
      }}
    >
      <strong>{title}</strong>
      <span style={{ color: 'var(--crew-color-text-muted)', fontSize: '0.875rem' }}>PDF · updated 12-10-2026</span>
    </a>
  )
}))

const meta = {
  title: 'Shared/Carousel',
  component: Carousel,
  args: { label: 'Upcoming training events', slides: eventSlides, onIndexChange: fn() },
  decorators: [framed({ maxWidth: 560, padding: '1.5rem' })]
} satisfies Meta<typeof Carousel>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Next button and arrow keys; moves in 600 ms. */
export const MovingWithButtonsAndKeys: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const track = canvasElement.querySelector('.crew-carousel__track')!
    // R-LAYOUT-8: the slide moves in 600 ms.
    await expect(getComputedStyle(track).transitionDuration).toBe('0.6s')
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1)
    await expect(canvas.getByRole('group', { name: '2 of 4' })).toBeVisible()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0)
  }
}

export const LastSlide: Story = { args: { initialIndex: 3 } }

export const SingleSlide: Story = { args: { slides: eventSlides.slice(0, 1) } }

/** R-LAYOUT-8: the list variant shows 4 vertical slides. */
export const ListVariant: Story = {
  args: { label: 'Recently viewed documents', variant: 'list', slides: documentSlides }
}

/** The list variant moves one slide at a time and always shows 4. */
export const ListVariantMoving: Story = {
  args: { label: 'Recently viewed documents', variant: 'list', slides: documentSlides },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const viewport = canvasElement.querySelector('.crew-carousel__viewport')!.getBoundingClientRect()
    const shown = () =>
      [...canvasElement.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
        const box = slide.getBoundingClientRect()
        return box.top >= viewport.top - 1 && box.bottom <= viewport.bottom + 1
      })
    await expect(shown()).toHaveLength(4)
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expect(canvas.getByRole('group', { name: '5 of 6' })).toBeVisible()
    // After the 600 ms move, the window shows slides 2 to 5: still 4, stacked vertically.
    await waitFor(
      () =>
        expect(shown().map((slide) => slide.getAttribute('aria-label'))).toEqual([
          '2 of 6',
          '3 of 6',
          '4 of 6',
          '5 of 6'
        ]),
      { timeout: 2000 }
    )
  }
}

export const ListVariantFewSlides: Story = {
  args: { label: 'Recently viewed documents', variant: 'list', slides: documentSlides.slice(0, 3) }
}

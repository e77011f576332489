import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import '../access-pass/element.ts'
import '../banner/element.ts'
import { Carousel } from '../carousel/Carousel.tsx'
import '../contact-card/element.ts'
import '../side-nav/element.ts'
import '../user-menu/element.ts'
import './react-jsx.ts'
import { storyPassData } from '../test/fixtures.ts'

/**
 * Each element under `dir="rtl"` on an ancestor, as an Arabic or Hebrew portal sets it: the layout
 * mirrors, pointing icons flip, a phone number and the QR code do not (docs/embedding.md, "Right to
 * left"). The checks measure what a reader sees, so a physical CSS property that slips in fails here.
 */
const meta = {
  title: 'Elements/Right to left',
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
  parameters: { layout: 'padded' }
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

interface Rendering extends HTMLElement {
  updateComplete: Promise<boolean>
}

async function rendered(canvas: HTMLElement, tag: string): Promise<ShadowRoot> {
  const element = canvas.querySelector<Rendering>(tag)
  if (!element?.shadowRoot) throw new Error(`${tag} is not on the page`)
  await element.updateComplete
  return element.shadowRoot
}

function part(root: ShadowRoot, name: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(`[part~="${name}"]`)
  if (!found) throw new Error(`no part ${name}`)
  return found
}

const box = (element: Element) => element.getBoundingClientRect()

/** Where the first and the last character of an element's text are drawn, left to right. */
function characterEdges(element: HTMLElement): { first: number; last: number } {
  const text = element.firstChild
  if (!(text instanceof Text)) throw new Error('no text')
  const range = document.createRange()
  range.setStart(text, 0)
  range.setEnd(text, 1)
  const first = range.getBoundingClientRect().left
  range.setStart(text, text.length - 1)
  range.setEnd(text, text.length)
  return { first, last: range.getBoundingClientRect().left }
}

/** The close cross is on the right (the inline start, where LTR has it on the left); the phone number still reads left to right. */
export const ContactCard: Story = {
  render: () => (
    <crew-contact-card
      open
      first-name="Alex"
      customer-care-url="https://example.com/customer-care"
      contact={{
        name: 'Jordan Lee',
        reservationId: 'G-1001',
        email: 'jordan.lee@crew.example',
        phoneNumber: '+1 305 555 0142',
        availabilityStartTime: '08:00',
        availabilityEndTime: '17:00'
      }}
      events={[]}
    />
  ),
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement, 'crew-contact-card')
    const dialog = box(part(root, 'dialog'))
    const close = box(part(root, 'close'))
    await expect(close.left).toBeGreaterThanOrEqual(box(part(root, 'title')).right)
    await expect(dialog.right - close.right).toBeLessThan(close.left - dialog.left)
    const phone = characterEdges(part(root, 'phone'))
    await expect(phone.first).toBeLessThan(phone.last)
  }
}

/** The coloured stripe is on the right, the close cross on the left. */
export const Banner: Story = {
  render: () => <crew-banner message="Something went wrong. Please try again later." kind="critical" />,
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement, 'crew-banner')
    const banner = root.querySelector<HTMLElement>('.banner')
    if (!banner) throw new Error('no banner')
    await expect(getComputedStyle(banner).borderRightWidth).toBe('6px')
    await expect(getComputedStyle(banner).borderLeftWidth).toBe('0px')
    await expect(box(part(root, 'close')).right).toBeLessThanOrEqual(box(part(root, 'message')).left)
  }
}

/** The menu sits at the inline end (left); its panel opens from there towards the right. */
export const UserMenu: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '22rem' }}>
      <crew-user-menu
        given-name="Alex"
        last-name="Morgan"
        email="bat.pilot@example.com"
        privacy-policy-url="https://example.com/privacy"
        license-agreement-url="https://example.com/license"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement, 'crew-user-menu')
    const toggle = part(root, 'toggle')
    toggle.click()
    const panel = part(root, 'panel')
    await waitFor(() => expect(panel.hidden).toBe(false))
    await expect(Math.abs(box(panel).left - box(toggle).left)).toBeLessThan(1)
    await expect(box(panel).right).toBeGreaterThan(box(toggle).right)
  }
}

/** Open on a desktop: the collapse arrow points right, towards the edge the navigation folds to. */
export const SideNav: Story = {
  render: () => (
    <div style={{ height: '32rem' }}>
      <crew-side-nav open active="training" context="bat" contexts={[{ id: 'bat', label: 'BAT — Boeing 737' }]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement, 'crew-side-nav')
    const nav = box(part(root, 'nav'))
    const toggle = part(root, 'toggle')
    await expect(box(toggle).left - nav.left).toBeLessThan(nav.right - box(toggle).right)
    const arrow = toggle.querySelector('svg')
    if (!arrow) throw new Error('no arrow')
    await expect(getComputedStyle(arrow).scale).toBe('-1 1')
  }
}

/** On a phone the overlay slides in from the right edge. */
export const SideNavOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <div style={{ height: '32rem' }}>
      <crew-side-nav active="training" context="bat" contexts={[]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('crew-side-nav')
    if (!element) throw new Error('no side nav')
    await element.updateComplete
    element.open = true
    const root = await rendered(canvasElement, 'crew-side-nav')
    await expect(box(part(root, 'nav')).right).toBe(document.documentElement.clientWidth)
  }
}

/** The airline moves to the left, the title to the right; the QR code is drawn as it is: a scanner reads it as printed. */
export const AccessPass: Story = {
  render: () => <crew-access-pass updated-at="2026-11-27T07:15:00Z" pass={storyPassData} />,
  play: async ({ canvasElement }) => {
    const root = await rendered(canvasElement, 'crew-access-pass')
    const title = root.querySelector('.title')
    if (!title) throw new Error('no title')
    await expect(box(part(root, 'airline')).right).toBeLessThanOrEqual(box(title).left)
    const qr = part(root, 'qr')
    await expect(getComputedStyle(qr).transform).toBe('none')
    await expect(getComputedStyle(qr).scale).toBe('none')
  }
}

const slides = ['First', 'Second', 'Third'].map((name) => ({
  id: name,
  content: <p style={{ margin: 0, padding: '1rem', background: 'var(--crew-color-surface-muted)' }}>{name} slide</p>
}))

/** The second slide is in view, the next arrow points left, towards where the following slides wait. */
export const CarouselSecondSlide: Story = {
  render: () => <Carousel label="Upcoming training events" slides={slides} initialIndex={1} />,
  play: async ({ canvasElement }) => {
    const viewport = canvasElement.querySelector('.crew-carousel__viewport')
    const second = canvasElement.querySelectorAll('.crew-carousel__slide')[1]
    if (!viewport || !second) throw new Error('no carousel')
    await waitFor(() => expect(Math.abs(box(second).left - box(viewport).left)).toBeLessThan(1))
    const arrows = canvasElement.querySelectorAll('.crew-carousel__button svg')
    for (const arrow of arrows) await expect(getComputedStyle(arrow).scale).toBe('-1 1')
  }
}

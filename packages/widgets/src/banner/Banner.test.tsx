import { BANNER_MESSAGE_MAX_LENGTH } from '@crew-portal/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, render } from '../test/render.tsx'
import { Banner, type BannerItem } from './Banner.tsx'
import { toBannerItems } from './items.ts'

afterEach(cleanup)

const critical: BannerItem = { kind: 'critical', message: 'Something went wrong.' }

function show(messages: BannerItem[]) {
  const onContactUs = vi.fn()
  const onClose = vi.fn()
  const view = render(<Banner messages={messages} onContactUs={onContactUs} onClose={onClose} />)
  return { ...view, onContactUs, onClose }
}

describe('Banner', () => {
  it('shows nothing without messages', () => {
    expect(show([]).container.innerHTML).toBe('')
  })

  it('announces an error with the suffix and a contact-us link that asks for help', () => {
    const { container, onContactUs } = show([critical])
    const alert = container.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain('Something went wrong. If this error persists, contact us.')
    click(button('contact us.'))
    expect(onContactUs).toHaveBeenCalledWith(critical)
  })

  it('hides the suffix, or only the contact-us link, when the message says so', () => {
    const { container, rerender, onContactUs, onClose } = show([{ ...critical, hideSuffix: true }])
    expect(container.textContent).not.toContain('If this error persists')
    rerender(<Banner messages={[{ ...critical, hideContactUs: true }]} onContactUs={onContactUs} onClose={onClose} />)
    expect(container.textContent).toContain('If this error persists,')
    expect(container.textContent).not.toContain('contact us.')
  })

  it('gives each kind its own variant and role, and closes the one clicked', () => {
    const global: BannerItem = { kind: 'global', message: 'Maintenance tonight', hideSuffix: true }
    const { container, onClose } = show([
      critical,
      { kind: 'informative', message: 'BAT news', hideSuffix: true },
      global
    ])
    expect(
      [...container.querySelectorAll('[data-kind]')].map(
        (node) => `${node.getAttribute('data-kind')}:${node.getAttribute('role')}`
      )
    ).toEqual(['critical:alert', 'informative:status', 'global:status'])
    click(button('Close Announcement message'))
    expect(onClose).toHaveBeenCalledWith(global)
  })

  it('offers Try again on a message that says so, only when the page can ask again', () => {
    const onRetry = vi.fn()
    const failed: BannerItem = { ...critical, retry: true }
    const view = render(<Banner messages={[failed]} onContactUs={vi.fn()} onClose={vi.fn()} onRetry={onRetry} />)
    const retry = button('Try again')
    expect(retry.getAttribute('part')).toBe('retry')
    click(retry)
    expect(onRetry).toHaveBeenCalledWith(failed)
    view.rerender(<Banner messages={[critical]} onContactUs={vi.fn()} onClose={vi.fn()} onRetry={onRetry} />)
    expect(view.container.querySelector('[part="retry"]')).toBeNull()
    view.rerender(<Banner messages={[failed]} onContactUs={vi.fn()} onClose={vi.fn()} />)
    expect(view.container.querySelector('[part="retry"]')).toBeNull()
  })

  it('renders a hostile message as text', () => {
    const { container } = show([{ kind: 'critical', message: '<img src=x onerror="alert(1)">' }])
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">')
  })
})

describe('toBannerItems', () => {
  it('keeps well-formed notifications and drops anything else without throwing', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "message": "proto"}') as unknown
    expect(
      toBannerItems([null, 3, 'text', { message: 42 }, { message: '  ' }, hostile, { message: 'Hi', kind: 'nope' }])
    ).toEqual([
      { kind: 'informative', message: 'proto', hideSuffix: true, hideContactUs: false },
      { kind: 'informative', message: 'Hi', hideSuffix: true, hideContactUs: false }
    ])
    expect(toBannerItems({ message: 'not a list' })).toEqual([])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('cuts a notification at the banner’s length, as the core cuts its messages (far longer text takes the browser seconds to lay out)', () => {
    expect(toBannerItems([{ message: 'x'.repeat(100_000) }])[0]?.message).toHaveLength(BANNER_MESSAGE_MAX_LENGTH)
  })

  it('keeps the suffix on a critical entry unless hidden', () => {
    expect(toBannerItems([{ kind: 'critical', message: 'Down' }])[0]?.hideSuffix).toBe(false)
  })
})

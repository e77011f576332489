import { afterEach, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, render } from '../test/render.tsx'
import { GlobalHeader } from './GlobalHeader.tsx'

afterEach(cleanup)

describe('GlobalHeader', () => {
  it('has a menu button that controls the side navigation and says whether it is open', () => {
    const view = render(<GlobalHeader menuOpen={false} onMenuToggle={() => {}} navigationId="side-nav" />)
    const menu = button('Menu')
    expect(menu.getAttribute('aria-controls')).toBe('side-nav')
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    view.rerender(<GlobalHeader menuOpen onMenuToggle={() => {}} navigationId="side-nav" />)
    expect(menu.getAttribute('aria-expanded')).toBe('true')
  })

  it('asks its owner to toggle the menu', () => {
    const onMenuToggle = vi.fn()
    render(<GlobalHeader menuOpen={false} onMenuToggle={onMenuToggle} navigationId="side-nav" />)
    click(button('Menu'))
    expect(onMenuToggle).toHaveBeenCalledOnce()
  })

  it('renders the user menu in its slot', () => {
    render(
      <GlobalHeader menuOpen={false} onMenuToggle={() => {}} navigationId="n" userMenu={<span id="slot">User</span>} />
    )
    expect(document.querySelector('.crew-global-header__end #slot')).not.toBeNull()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, fire, press, render } from '../test/render.tsx'
import { UserMenu, type UserMenuProps } from './UserMenu.tsx'

afterEach(cleanup)

function show(overrides: Partial<UserMenuProps> = {}) {
  const props: UserMenuProps = {
    givenName: 'Alex',
    lastName: 'Morgan',
    email: 'bat.pilot@example.com',
    smsNotificationsEnabled: true,
    buildNumber: '2026.11.3',
    onHelp: vi.fn(),
    onSettings: vi.fn(),
    onLogout: vi.fn(),
    ...overrides
  }
  const view = render(<UserMenu {...props} />)
  const toggle = button(/User menu for/)
  const panel = view.container.querySelector<HTMLElement>('[part="panel"]')
  if (!panel) throw new Error('no panel')
  return { ...view, props, toggle, panel }
}

describe('UserMenu', () => {
  it('is a disclosure showing avatar initials, full name, e-mail, the actions and the footer line', () => {
    const { container, toggle, panel } = show()
    expect(container.querySelector('[role="menu"]')).toBeNull()
    expect(toggle.textContent).toContain('AM')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(panel.hidden).toBe(true)
    click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.hidden).toBe(false)
    expect(panel.textContent).toContain('Alex Morgan')
    expect(panel.textContent).toContain('bat.pilot@example.com')
    expect([...panel.querySelectorAll('button')].map((node) => node.textContent)).toEqual([
      'Help',
      'Settings',
      'Log Out'
    ])
    expect(panel.querySelector('[part="footer"]')?.textContent).toBe(
      'Privacy Policy • License Agreement Build 2026.11.3'
    )
  })

  it('offers Settings only when SMS notifications are enabled', () => {
    const { toggle, panel } = show({ smsNotificationsEnabled: false })
    click(toggle)
    expect([...panel.querySelectorAll('button')].map((node) => node.textContent)).toEqual(['Help', 'Log Out'])
  })

  it.each(['Escape', 'Backspace'])('closes on %s and returns focus to its button', (key) => {
    const { toggle, panel } = show()
    click(toggle)
    button('Help', panel).focus()
    expect(press(button('Help', panel), key)).toBe(false)
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(toggle)
  })

  it('forwards each action and closes', () => {
    const { toggle, panel, props } = show()
    for (const [name, callback] of [
      ['Help', props.onHelp],
      ['Settings', props.onSettings],
      ['Log Out', props.onLogout]
    ] as const) {
      click(toggle)
      click(button(name, panel))
      expect(callback).toHaveBeenCalledTimes(1)
      expect(panel.hidden).toBe(true)
    }
  })

  it('closes on a press outside', () => {
    const { toggle, panel } = show()
    click(toggle)
    fire(() => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true })))
    expect(panel.hidden).toBe(true)
  })

  it('links the footer only to https: URLs, in a new tab without an opener', () => {
    const { panel } = show({
      privacyPolicyUrl: 'https://crew.example/privacy',
      licenseAgreementUrl: 'javascript:alert(1)'
    })
    const links = [...panel.querySelectorAll('a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://crew.example/privacy'])
    expect(links[0]?.getAttribute('target')).toBe('_blank')
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(panel.querySelector('[part="footer"]')?.textContent).toContain('License Agreement')
  })

  it('shows an http: link as plain text', () => {
    const { panel } = show({
      privacyPolicyUrl: 'http://crew.example/privacy',
      licenseAgreementUrl: 'https://crew.example/eula'
    })
    expect([...panel.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['License Agreement'])
  })
})

import { $remoteConfiguration, $user } from '@crew-portal/core'
import { configureTestCrewPortal, testUser } from '@crew-portal/core/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fire, render } from '../test/render.tsx'
import { ConnectedUserMenu } from './ConnectedUserMenu.tsx'

beforeEach(() => {
  configureTestCrewPortal()
  $user.set(testUser)
})
afterEach(cleanup)

const actions = { onHelp: vi.fn(), onSettings: vi.fn(), onLogout: vi.fn() }
const footerLinks = (container: HTMLElement) =>
  [...container.querySelectorAll('[part="footer"] a')].map((link) => [link.textContent, link.getAttribute('href')])

describe('ConnectedUserMenu', () => {
  it('links Privacy Policy and License Agreement to the remote configuration’s URLs', () => {
    const { container } = render(<ConnectedUserMenu {...actions} />)
    expect(footerLinks(container)).toEqual([])
    fire(() =>
      $remoteConfiguration.set({
        ...$remoteConfiguration.get(),
        privacyPolicyUrl: 'https://crew.example/privacy',
        licenseAgreementUrl: 'https://crew.example/eula'
      })
    )
    expect(footerLinks(container)).toEqual([
      ['Privacy Policy', 'https://crew.example/privacy'],
      ['License Agreement', 'https://crew.example/eula']
    ])
  })

  it('lets an attribute override the remote configuration', () => {
    $remoteConfiguration.set({ ...$remoteConfiguration.get(), privacyPolicyUrl: 'https://crew.example/privacy' })
    const { container } = render(<ConnectedUserMenu {...actions} privacyPolicyUrl="https://partner.example/privacy" />)
    expect(footerLinks(container)).toEqual([['Privacy Policy', 'https://partner.example/privacy']])
  })
})

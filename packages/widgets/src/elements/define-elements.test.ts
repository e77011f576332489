// crew-define.js's defineCrewElements, in one copy of the kit that loads nothing else: its element
// files load when their suffixed tags appear, and define no bare name. (Two copies side by side,
// in Chromium: tests/partner/two-versions.test.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineCrewElements } from './define-elements.ts'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('defineCrewElements', () => {
  it('refuses a bad option with a TypeError naming it, defining nothing', async () => {
    document.body.innerHTML = '<crew-banner-bad></crew-banner-bad>'
    await expect(defineCrewElements({ suffix: 'V3' })).rejects.toThrow(/suffix "V3" is not a custom-element name part/)
    await expect(defineCrewElements({ suffix: '<script>' })).rejects.toThrow(
      /suffix "<script>" is not a custom-element name part/
    )
    await expect(defineCrewElements({ suffix: 'team b' })).rejects.toThrow(TypeError)
    await expect(defineCrewElements({ suffix: 'bad', colour: 'red' } as never)).rejects.toThrow(
      /has no option "colour"/
    )
    await expect(defineCrewElements(undefined as never)).rejects.toThrow(/takes an object of options/)
    // Whatever element file a define started loading for the page's tag has loaded.
    await vi.dynamicImportSettled()
    expect(customElements.get('crew-banner-bad')).toBeUndefined()
  })

  it('defines the tags already in the page under the suffix, then the ones inserted later, never the bare names', async () => {
    document.body.innerHTML = '<main><crew-banner-v3></crew-banner-v3></main>'
    await defineCrewElements({ suffix: 'v3' })
    expect(customElements.get('crew-banner-v3')).toBeDefined()
    // (happy-dom does not upgrade parsed elements the way a browser does: Chromium's test does that.)
    const banner = document.createElement('crew-banner-v3') as HTMLElement & {
      message?: string
      updateComplete: Promise<boolean>
    }
    banner.message = 'Hello'
    document.body.append(banner)
    await banner.updateComplete
    expect(banner.shadowRoot?.textContent).toContain('Hello')

    document.body.append(document.createElement('crew-user-menu-v3'))
    await customElements.whenDefined('crew-user-menu-v3')
    for (const tag of ['crew-banner', 'crew-user-menu', 'crew-access-pass'])
      expect(customElements.get(tag), tag).toBeUndefined()
    // Nothing else loaded: no tag of them appeared.
    expect(customElements.get('crew-access-pass-v3')).toBeUndefined()
  })

  it('the same suffix again changes nothing, and a second suffix gives the loaded elements more names', async () => {
    await defineCrewElements({ suffix: 'v3' })
    document.body.innerHTML = '<crew-banner-team-b></crew-banner-team-b>'
    await defineCrewElements({ suffix: 'team-b' })
    expect(customElements.get('crew-banner-team-b')).toBeDefined()
    expect(customElements.get('crew-user-menu-team-b')).toBeDefined()
    expect(customElements.get('crew-banner-team-b')).not.toBe(customElements.get('crew-banner-v3'))
  })
})

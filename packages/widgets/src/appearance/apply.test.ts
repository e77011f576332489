import { afterEach, describe, expect, it, vi } from 'vitest'
import '../access-pass/element.ts'
import '../banner/element.ts'
import { updateCrewPortal } from '../elements/configure-lazy.ts'
import { $crewLocale } from '../i18n/translations.ts'
import { crewAppearanceSheet } from './sheet.ts'

afterEach(async () => {
  await updateCrewPortal({ appearance: null, locale: null })
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function onScreen(tag: 'crew-access-pass' | 'crew-banner'): HTMLElement {
  const element = document.createElement(tag)
  document.body.append(element)
  return element
}

/** The value the element's shadow root gives `name` on its host (the last `:host` rule of its sheets that sets it). */
function token(element: HTMLElement, name: string): string {
  const rules = (element.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules])
  const values = rules
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === ':host')
    .map((rule) => rule.style.getPropertyValue(name).trim())
  return values.filter(Boolean).at(-1) ?? ''
}

/** A fake `matchMedia` whose prefers-color-scheme answer the test changes, as the device's setting would. */
function fakeColorSchemeSetting(dark: boolean) {
  const listeners = new Set<() => void>()
  const list = {
    get matches() {
      return dark
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener)
  }
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-color-scheme: dark)')
    return list
  })
  return {
    listeners,
    set(next: boolean) {
      dark = next
      listeners.forEach((listener) => listener())
    }
  }
}

describe('updateCrewPortal({ appearance })', () => {
  it('re-styles the elements already on screen, live, and null brings back the kit’s own look', async () => {
    const pass = onScreen('crew-access-pass')
    const banner = onScreen('crew-banner')
    expect(token(pass, '--crew-color-primary')).toBe('')
    await updateCrewPortal({ appearance: { colorPrimary: '#7a1f5c', fontSize: 18 } })
    for (const element of [pass, banner]) {
      expect(token(element, '--crew-color-primary')).toBe('#7a1f5c')
      expect(token(element, '--crew-font-size')).toBe('18px')
    }
    await updateCrewPortal({ appearance: null })
    expect(token(pass, '--crew-color-primary')).toBe('')
  })

  it('applies nothing when one variable or option is bad: the look and the locale stay as they were', async () => {
    const pass = onScreen('crew-access-pass')
    await updateCrewPortal({ appearance: { colorPrimary: '#7a1f5c' }, locale: 'de' })
    await expect(
      updateCrewPortal({ locale: 'fr', appearance: { colorPrimary: '#000000', radius: 99 } })
    ).rejects.toThrow(/appearance\.radius must be a number of px from 0 to 24/)
    await expect(
      updateCrewPortal({ locale: 'fr', appearance: { colorText: 'red; } :host { display: none' } })
    ).rejects.toThrow(TypeError)
    expect(token(pass, '--crew-color-primary')).toBe('#7a1f5c')
    expect(token(pass, '--crew-radius')).toBe('')
    expect($crewLocale.get()).toBe('de')
  })

  it('shares one sheet among all elements, whose text each update replaces, so updates add no stylesheet', async () => {
    const elements = [onScreen('crew-access-pass'), onScreen('crew-access-pass'), onScreen('crew-banner')]
    const counts = () => elements.map((element) => element.shadowRoot?.adoptedStyleSheets.length)
    const before = counts()
    for (const colorPrimary of ['#111111', '#222222', '#333333'])
      await updateCrewPortal({ appearance: { colorPrimary } })
    expect(counts()).toEqual(before)
    for (const element of elements)
      expect(element.shadowRoot?.adoptedStyleSheets.filter((sheet) => sheet === crewAppearanceSheet())).toHaveLength(1)
    expect(crewAppearanceSheet().cssRules).toHaveLength(1)
    expect(token(elements[2] as HTMLElement, '--crew-color-primary')).toBe('#333333')
  })

  it('in the dark scheme, gives every element the dark tokens; light keeps today’s', async () => {
    const pass = onScreen('crew-access-pass')
    await updateCrewPortal({ appearance: { colorScheme: 'dark' } })
    expect(token(pass, '--crew-color-surface')).toBe('#121821')
    expect(token(pass, 'color-scheme')).toBe('dark')
    await updateCrewPortal({ appearance: { colorScheme: 'light' } })
    expect(token(pass, '--crew-color-surface')).toBe('')
  })

  it('with colorScheme auto, follows the device’s setting as it changes, and stops when the scheme is set otherwise', async () => {
    const setting = fakeColorSchemeSetting(false)
    const pass = onScreen('crew-access-pass')
    await updateCrewPortal({ appearance: { colorScheme: 'auto' } })
    expect(token(pass, '--crew-color-surface')).toBe('')
    setting.set(true)
    expect(token(pass, '--crew-color-surface')).toBe('#121821')
    setting.set(false)
    expect(token(pass, '--crew-color-surface')).toBe('')
    await updateCrewPortal({ appearance: { colorScheme: 'light' } })
    expect(setting.listeners.size).toBe(0)
    setting.set(true)
    expect(token(pass, '--crew-color-surface')).toBe('')
  })
})

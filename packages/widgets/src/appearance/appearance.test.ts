import { describe, expect, it } from 'vitest'
import { appearanceCss, appearanceOption, appearanceRanges, isAppearanceColor } from './appearance.ts'

// A value out of range (or of the wrong kind) for each variable, and one in range.
const cases = {
  colorScheme: { good: 'auto', bad: ['sepia', true] },
  colorPrimary: { good: '#0b4f9c', bad: ['#12345', 12] },
  colorOnPrimary: { good: '#fff', bad: ['white!'] },
  colorSurface: { good: 'rgb(255 255 255)', bad: ['rgb(255 255)'] },
  colorText: { good: 'rgba(26, 31, 41, 0.9)', bad: [''] },
  colorTextMuted: { good: 'hsl(220deg 14% 34%)', bad: ['hsl(a b c)'] },
  colorBorder: { good: '#8a94a6ff', bad: ['#8a94a6f'] },
  colorError: { good: 'firebrick', bad: ['inherit'] },
  colorSuccess: { good: 'hsla(140, 57%, 27%, 1)', bad: [null] },
  colorFocus: { good: '#1a73e8', bad: ['var(--x)'] },
  colorHeader: { good: '#0a2540', bad: [['#0a2540']] },
  colorOnHeader: { good: '#ffffff', bad: ['#fffffg'] },
  fontFamily: { good: '"Source Sans 3", Arial, sans-serif', bad: ['', 'Arial; color: red', 12] },
  fontSize: { good: 18, bad: [11.9, 25, '16px', Number.NaN] },
  radius: { good: 0, bad: [-1, 24.5, '8'] },
  spacingUnit: { good: 16, bad: [1, 17, Number.POSITIVE_INFINITY] },
  overlayZIndex: { good: 2147483647, bad: [-1, 1.5, 2147483648, '1200'] }
} satisfies Record<keyof typeof appearanceRanges, { good: unknown; bad: unknown[] }>

describe('appearanceOption', () => {
  it('has a case here for every variable it takes', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(appearanceRanges).sort())
  })

  for (const [name, { good, bad }] of Object.entries(cases)) {
    it(`takes ${name} in its range, and refuses a value outside it with a TypeError naming ${name} and its range`, () => {
      expect(() => appearanceOption({ [name]: good })).not.toThrow()
      for (const value of bad) {
        const refusal = (() => {
          try {
            appearanceOption({ [name]: value })
          } catch (error) {
            return error
          }
          return undefined
        })()
        expect(refusal, `${name}: ${String(value)}`).toBeInstanceOf(TypeError)
        expect((refusal as TypeError).message).toContain(
          `appearance.${name} must be ${appearanceRanges[name as keyof typeof appearanceRanges]}`
        )
      }
    })
  }

  it('refuses a variable it does not have, and an appearance that is no object', () => {
    expect(() => appearanceOption({ colourPrimary: '#fff' })).toThrow(/appearance has no variable "colourPrimary"/)
    expect(() => appearanceOption('dark')).toThrow(TypeError)
    expect(() => appearanceOption([])).toThrow(TypeError)
  })

  it('refuses colours and fonts that would write CSS of their own', () => {
    const hostile = [
      'red; } body { display: none',
      'red;}:host{display:none',
      'url(https://evil.example/x.png)',
      'expression(alert(1))',
      'rgb(1 2 3); background: url(x)',
      '#fff}',
      'red /* */',
      'rgb(1 2 3) !important',
      '"Arial"; } * { color: red',
      "'a' } :host { x",
      'Arial, "x\\"; y"',
      'Arial<style>'
    ]
    for (const value of hostile) {
      expect(isAppearanceColor(value), value).toBe(false)
      expect(() => appearanceOption({ colorPrimary: value }), value).toThrow(TypeError)
      expect(() => appearanceOption({ fontFamily: value }), value).toThrow(TypeError)
    }
  })
})

describe('appearanceCss', () => {
  it('writes nothing for no appearance, so the default look is the stylesheets’ own', () => {
    expect(appearanceCss(undefined, false)).toBe('')
    expect(appearanceCss(appearanceOption({}), false)).toBe('')
  })

  it('sets each variable’s tokens on the host', () => {
    const css = appearanceCss(
      appearanceOption({
        colorPrimary: '#112233',
        fontSize: 20,
        radius: 10,
        spacingUnit: 5,
        overlayZIndex: 3000,
        fontFamily: ' Inter, sans-serif '
      }),
      false
    )
    for (const declaration of [
      '--crew-color-primary: #112233;',
      '--crew-color-primary-hover: color-mix(in srgb, #112233 80%, black);',
      '--crew-font-size: 20px;',
      '--crew-font-size-small: 17.5px;',
      '--crew-radius: 10px;',
      '--crew-radius-small: 5px;',
      '--crew-space-1: 5px;',
      '--crew-space-3: 20px;',
      '--crew-space-5: 40px;',
      '--crew-z-overlay: 3000;',
      '--crew-font-family: Inter, sans-serif;'
    ]) {
      expect(css).toContain(declaration)
    }
    expect(css.startsWith(':host {')).toBe(true)
  })

  it('in the dark scheme, sets the dark tokens and lets the partner’s own colours win over them', () => {
    const css = appearanceCss(appearanceOption({ colorScheme: 'dark', colorPrimary: '#ffcc00' }), true)
    expect(css).toContain('color-scheme: dark;')
    expect(css).toContain('--crew-color-surface: #121821;')
    expect(css.lastIndexOf('--crew-color-primary: #ffcc00;')).toBeGreaterThan(
      css.indexOf('--crew-color-primary: #8ab4f8;')
    )
    expect(appearanceCss(appearanceOption({ colorScheme: 'light' }), false)).toBe(
      ':host {\n  color-scheme: light;\n}\n'
    )
  })
})

import { describe, expect, it } from 'vitest'
import { darkTokens } from './dark.ts'

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

type Token = keyof typeof darkTokens

// Text and the surface it sits on: at least 4.5:1 (WCAG 1.4.3).
const textPairs: Array<[Token, Token]> = [
  ['--crew-color-text', '--crew-color-surface'],
  ['--crew-color-text', '--crew-color-surface-muted'],
  ['--crew-color-text-muted', '--crew-color-surface'],
  ['--crew-color-text-muted', '--crew-color-surface-muted'],
  ['--crew-color-primary', '--crew-color-surface'],
  ['--crew-color-primary', '--crew-color-surface-muted'],
  ['--crew-color-on-primary', '--crew-color-primary'],
  ['--crew-color-on-primary', '--crew-color-primary-hover'],
  ['--crew-color-error', '--crew-color-surface'],
  ['--crew-color-success', '--crew-color-surface'],
  ['--crew-color-on-header', '--crew-color-header'],
  ['--crew-color-on-snackbar', '--crew-color-snackbar'],
  ['--crew-banner-critical-color', '--crew-banner-critical-background'],
  ['--crew-banner-informative-color', '--crew-banner-informative-background'],
  ['--crew-banner-global-color', '--crew-banner-global-background']
]
// Controls' borders and the focus ring against the surface: at least 3:1 (WCAG 1.4.11).
const componentPairs: Array<[Token, Token]> = [
  ['--crew-color-border', '--crew-color-surface'],
  ['--crew-color-focus', '--crew-color-surface'],
  ['--crew-color-focus', '--crew-color-surface-muted']
]

describe('the dark scheme’s tokens', () => {
  it('are computed here from hex values', () => {
    for (const [foreground, background] of [...textPairs, ...componentPairs]) {
      expect(darkTokens[foreground]).toMatch(/^#[\da-f]{6}$/)
      expect(darkTokens[background]).toMatch(/^#[\da-f]{6}$/)
    }
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21)
  })

  for (const [foreground, background] of textPairs) {
    it(`${foreground} on ${background} reaches 4.5:1`, () => {
      expect(contrast(darkTokens[foreground], darkTokens[background])).toBeGreaterThanOrEqual(4.5)
    })
  }
  for (const [foreground, background] of componentPairs) {
    it(`${foreground} against ${background} reaches 3:1`, () => {
      expect(contrast(darkTokens[foreground], darkTokens[background])).toBeGreaterThanOrEqual(3)
    })
  }
})

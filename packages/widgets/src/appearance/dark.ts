// The dark scheme's tokens: every colour token the elements read, and the banners' own, for a
// dark surface (the pass's status colours and QR frame stay as they are, legible on any page). The pairs
// that must reach WCAG AA contrast are checked by dark.test.ts from these hex values.
export const darkTokens = {
  '--crew-color-primary': '#8ab4f8',
  '--crew-color-primary-hover': '#aecbfa',
  '--crew-color-on-primary': '#0a1a33',
  '--crew-color-surface': '#121821',
  '--crew-color-surface-muted': '#1c2430',
  '--crew-color-header': '#0b1220',
  '--crew-color-on-header': '#e8ecf2',
  '--crew-color-text': '#e8ecf2',
  '--crew-color-text-muted': '#aab4c3',
  '--crew-color-border': '#7d8898',
  '--crew-color-divider': '#2e3846',
  '--crew-color-error': '#f2b8b5',
  '--crew-color-success': '#7dd99b',
  '--crew-color-snackbar': '#e8ecf2',
  '--crew-color-on-snackbar': '#1a1f29',
  '--crew-color-backdrop': 'rgb(0 0 0 / 0.7)',
  '--crew-color-focus': '#8ab4f8',
  '--crew-banner-critical-background': '#3d1512',
  '--crew-banner-critical-color': '#ffcdc7',
  '--crew-banner-informative-background': '#102a47',
  '--crew-banner-informative-color': '#cfe3fb',
  '--crew-banner-global-background': '#3a2a0a',
  '--crew-banner-global-color': '#ffe2a8'
} as const

// Violations the story matrix found in the kit's own views that are not fixed yet. Each entry names
// one story, the colour scheme and the axe rule; the matrix still runs axe in that mode and fails
// on any other violation. An entry whose violation is gone fails its story too, so it is removed
// with the fix. Keep this list empty: it is a to-do list, not a place to silence a story.
export interface KnownViolation {
  story: string
  colorScheme: 'light' | 'dark'
  rule: string
  /** What is wrong, and where the fix goes. */
  reason: string
}

export const KNOWN_VIOLATIONS: readonly KnownViolation[] = []

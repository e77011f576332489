/** What a story's `a11y` parameter may be; anything else turns axe off or down for that story. */
interface A11yParameter {
  test?: unknown
  disable?: unknown
}

/**
 * Every story must fail on any axe violation, so `npm test` catches each one. A story that sets
 * `a11y.test` to 'todo' or 'off', or disables the addon, is reported by its own test instead of
 * passing quietly.
 */
export function assertStoryKeepsA11yChecks(storyId: string, a11y: A11yParameter | undefined): void {
  if (a11y?.test !== 'error' || a11y.disable === true) {
    throw new Error(
      `Story "${storyId}" turns accessibility checks down (a11y: ${JSON.stringify(a11y)}); every story must keep a11y.test = 'error'.`
    )
  }
}

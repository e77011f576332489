import type { BaseIssue } from 'valibot'

/** An invalid settings file: a startup error whose message names the offending field. */
export class SettingsError extends Error {
  readonly path: string

  constructor(path: string, problem: string) {
    super(`${path} ${problem}`)
    this.name = 'SettingsError'
    this.path = path
  }
}

/** `settings.featureFlags.isEnabled` for an issue at featureFlags -> isEnabled. */
export function issuePath(root: string, issue: BaseIssue<unknown>): string {
  let path = root
  for (const item of issue.path ?? []) {
    const key = item.key
    path += typeof key === 'number' ? `[${key}]` : `.${String(key)}`
  }
  return path
}

export function settingsErrorFrom(root: string, issue: BaseIssue<unknown>): SettingsError {
  return new SettingsError(issuePath(root, issue), issue.message)
}

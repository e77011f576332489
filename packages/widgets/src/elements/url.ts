/**
 * A link target from outside (an attribute, a configuration value) is used only when it is
 * http(s), or relative to the page; `javascript:` and other schemes give undefined.
 */
export function safeLinkUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const text = value.trim()
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)
  if (!scheme) return text
  return /^https?$/i.test(scheme[1] ?? '') ? text : undefined
}

import * as v from 'valibot'
import type { KeyValueStorage } from '../environment/types.ts'
import { settingsErrorFrom, SettingsError } from './errors.ts'
import { appSettingsSchema } from './schema.ts'
import type { AppSettings } from '../ports/settings.ts'

/** Validates the settings file's JSON; an invalid file throws a SettingsError naming the field. */
export function parseAppSettings(raw: unknown): AppSettings {
  const result = v.safeParse(appSettingsSchema, raw)
  if (!result.success) throw settingsErrorFrom('settings', result.issues[0])
  return result.output
}

/** The saved settings: the last settings file that validated, for a start with no network (docs/offline.md). */
export const SAVED_SETTINGS_KEY = 'crew-portal:settings'

/** The saved settings, when they still validate; undefined otherwise (a corrupt copy is dropped). */
function savedSettings(storage: KeyValueStorage | undefined): AppSettings | undefined {
  try {
    const raw = storage?.getItem(SAVED_SETTINGS_KEY)
    return raw ? parseAppSettings(JSON.parse(raw)) : undefined
  } catch {
    storage?.removeItem(SAVED_SETTINGS_KEY)
    return undefined
  }
}

/**
 * Fetches and validates the settings file. It lies beside the app, not on the API, and is read
 * before anyone signs in, so it never carries a token: this uses the plain fetch on purpose.
 * With `saveTo`, the file that validated is saved there (it holds no secret and no personal data),
 * and a start without network uses the saved settings: the access pass opens at the door.
 */
export async function loadAppSettings(
  url: string,
  fetch: typeof globalThis.fetch,
  saveTo?: KeyValueStorage
): Promise<AppSettings> {
  let response: Response
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
  } catch (error) {
    const saved = savedSettings(saveTo)
    if (saved) return saved
    throw new SettingsError('settings', `could not be fetched from ${url}: ${String(error)}`)
  }
  if (!response.ok) throw new SettingsError('settings', `could not be fetched from ${url}: HTTP ${response.status}`)
  let raw: unknown
  try {
    raw = await response.json()
  } catch {
    throw new SettingsError('settings', `at ${url} is not valid JSON`)
  }
  const settings = parseAppSettings(raw)
  try {
    saveTo?.setItem(SAVED_SETTINGS_KEY, JSON.stringify(raw))
  } catch {
    // Quota or privacy mode: the next start without network cannot start, as before.
  }
  return settings
}

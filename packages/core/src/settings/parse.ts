import * as v from 'valibot'
import { settingsErrorFrom, SettingsError } from './errors.ts'
import { appSettingsSchema } from './schema.ts'
import type { AppSettings } from './types.ts'

/** Validates the settings file's JSON; an invalid file throws a SettingsError naming the field. */
export function parseAppSettings(raw: unknown): AppSettings {
  const result = v.safeParse(appSettingsSchema, raw)
  if (!result.success) throw settingsErrorFrom('settings', result.issues[0])
  return result.output
}

/**
 * Fetches and validates the settings file. It lies beside the app, not on the API, and is read
 * before anyone signs in, so it never carries a token: this uses the plain fetch on purpose.
 */
export async function loadAppSettings(url: string, fetch: typeof globalThis.fetch): Promise<AppSettings> {
  let response: Response
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
  } catch (error) {
    throw new SettingsError('settings', `could not be fetched from ${url}: ${String(error)}`)
  }
  if (!response.ok) throw new SettingsError('settings', `could not be fetched from ${url}: HTTP ${response.status}`)
  let raw: unknown
  try {
    raw = await response.json()
  } catch {
    throw new SettingsError('settings', `at ${url} is not valid JSON`)
  }
  return parseAppSettings(raw)
}

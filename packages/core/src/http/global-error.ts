import { trackException } from '../telemetry/track.ts'
import { clearLoading } from './loading.ts'

/** For window `error` / `unhandledrejection`: hide the overlay and log (R-ERRORS-4). */
export function handleGlobalError(error: unknown): void {
  clearLoading()
  trackException(error, { source: 'global' })
}

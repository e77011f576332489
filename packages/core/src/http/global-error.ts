import { trackException } from '../telemetry/track.ts'
import { clearLoading } from './loading.ts'

/** For window `error` / `unhandledrejection`: SPEC 8 says hide the overlay and log. */
export function handleGlobalError(error: unknown): void {
  clearLoading()
  trackException(error, { source: 'global' })
}

import { showBanner } from '../banner/store.ts'
import { getEnvironment } from '../environment/configure.ts'
import { $sessionExpired } from '../session/state.ts'
import { $remoteConfiguration } from '../settings/remote-store.ts'
import { trackException } from '../telemetry/track.ts'
import { errorOutcome } from './catalogue.ts'
import type { ErrorOutcome, RequestFailure } from './catalogue.ts'

/** Logs every failure; unless `quiet`, shows what the catalogue says. Returns that outcome. */
export function reportRequestFailure(error: unknown, failure: RequestFailure, quiet = false): ErrorOutcome {
  trackException(error, { url: failure.url, status: failure.status })
  if (quiet) return { kind: 'none' }
  const { accessDeniedMessage, defaultErrorMessage } = $remoteConfiguration.get()
  const outcome = errorOutcome(failure, {
    online: getEnvironment().connectivity.isOnline(),
    accessDeniedMessage,
    defaultErrorMessage
  })
  if (outcome.kind === 'sessionExpired') $sessionExpired.set(true)
  if (outcome.kind === 'banner') showBanner(outcome.message, { kind: 'critical', reason: outcome.reason })
  return outcome
}

import { TSA_STATUS_TEXT, tsaNeedsAction, type PartState } from '@crew-portal/core'
import type { TsaStatus } from '@crew-portal/contract'
import { DateText } from '@crew-portal/widgets/views'

/** The TSA approval status, read only. Its call is whitelisted (no banner), so a failure is said here, with Try again. */
export function TsaStatusView({ state }: { state: PartState<TsaStatus> }) {
  const tsa = state.status === 'ready' ? state.value : undefined
  let value
  if (tsa) {
    value = (
      <>
        <span className={`pre-check-in-tsa pre-check-in-tsa--${tsa.status}`}>{TSA_STATUS_TEXT[tsa.status]}</span>
        {tsa.updatedAt ? (
          <span className="pre-check-in-field__hint">
            {' '}
            (updated <DateText value={tsa.updatedAt} />)
          </span>
        ) : null}
        {tsaNeedsAction(tsa.status) ? (
          <span className="pre-check-in-field__hint pre-check-in-tsa__action">
            Please complete your TSA approval before you arrive; Customer Care can help (see Help).
          </span>
        ) : null}
      </>
    )
  } else if (state.status === 'error') {
    value = (
      <>
        Unavailable right now. You can still save your pre-check-in.{' '}
        <button type="button" className="page-inline-button" onClick={state.retry}>
          Try again
        </button>
      </>
    )
  } else {
    value = 'Checking…'
  }
  return (
    <div className="pre-check-in-fact" aria-live="polite">
      <span className="pre-check-in-fact__term">TSA approval</span>
      <span className="pre-check-in-fact__value">{value}</span>
    </div>
  )
}

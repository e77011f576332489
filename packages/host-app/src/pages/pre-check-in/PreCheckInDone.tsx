import type { PartState } from '@crew-portal/core'
import type { PreCheckIn, TsaStatus } from '@crew-portal/contract'
import { DateText } from '@crew-portal/widgets/views'
import type { Ref } from 'react'
import { PersonalDetails } from './PersonalDetails.tsx'
import { TsaStatusView } from './TsaStatusView.tsx'

export interface PreCheckInDoneProps {
  preCheckIn: PreCheckIn
  tsa: PartState<TsaStatus>
  headingRef?: Ref<HTMLHeadingElement>
  /** Offered while the event has not started. */
  onEdit?: () => void
}

/** One of the saved answers that is a date. */
function DateFact({ label, at }: { label: string; at: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <DateText value={at} />
      </dd>
    </div>
  )
}

/** A finished pre-check-in: what was saved and when. */
export function PreCheckInDone({ preCheckIn, tsa, headingRef, onEdit }: PreCheckInDoneProps) {
  const answers = preCheckIn.answers
  return (
    <section className="pre-check-in-done" aria-labelledby="pre-check-in-done-title">
      <h2 id="pre-check-in-done-title" ref={headingRef} tabIndex={-1}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
        </svg>
        Pre-check-in done
      </h2>
      {preCheckIn.updatedAt ? (
        <p>
          Saved on <DateText value={preCheckIn.updatedAt} />. See you at the training centre.
        </p>
      ) : null}
      <PersonalDetails details={preCheckIn.personalDetails} />
      {answers ? (
        <dl className="pre-check-in-details">
          <DateFact label="Arrival date" at={answers.arrivalDate} />
          <DateFact label="Passport expires" at={answers.documents.passport.expiryDate} />
          <DateFact label="Licence expires" at={answers.documents.licence.expiryDate} />
          <DateFact label="Medical certificate expires" at={answers.documents.medical.expiryDate} />
        </dl>
      ) : null}
      <TsaStatusView state={tsa} />
      {onEdit ? (
        <button type="button" className="page-button page-button--secondary" onClick={onEdit}>
          Change answers
        </button>
      ) : null}
    </section>
  )
}

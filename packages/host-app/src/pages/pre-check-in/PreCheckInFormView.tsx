import {
  $outbox,
  $preCheckInSubmit,
  preCheckInDraft,
  submitPreCheckIn,
  unsentPreCheckIn,
  type PreCheckInField,
  type PreCheckInForm,
  type PartState
} from '@crew-portal/core'
import type { PreCheckIn, TrainingEvent, TsaStatus } from '@crew-portal/contract'
import { DateField } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { PersonalDetails } from './PersonalDetails.tsx'
import { TsaStatusView } from './TsaStatusView.tsx'
import { RefusedSave } from '../common/RefusedSave.tsx'

/** Top to bottom, the order focus looks for the first problem in. */
const FIELD_ORDER: readonly PreCheckInField[] = [
  'personalDetailsConfirmed',
  'arrivalDate',
  'passportExpiry',
  'licenceExpiry',
  'medicalExpiry'
]

const DOCUMENT_FIELDS = [
  ['passportExpiry', 'Passport expiry date'],
  ['licenceExpiry', 'Licence expiry date'],
  ['medicalExpiry', 'Medical certificate expiry date']
] as const

export interface PreCheckInFormViewProps {
  event: TrainingEvent
  preCheckIn: PreCheckIn
  tsa: PartState<TsaStatus>
  initial: PreCheckInForm
  /** The initial answers are a draft the pilot typed earlier and has not saved. */
  restored?: boolean
  onSaved: () => void
  onCancel?: () => void
}

/** The pre-check-in form. The rules and messages are the core's; this lays them out next to each field. */
export function PreCheckInFormView({
  event,
  preCheckIn,
  tsa,
  initial,
  restored = false,
  onSaved,
  onCancel
}: PreCheckInFormViewProps) {
  const submitState = useStore($preCheckInSubmit)
  // Saved offline and not sent yet, or refused when sent (R-OUTBOX-1, R-OUTBOX-3).
  const unsent = unsentPreCheckIn(useStore($outbox), event.id)
  const [form, setForm] = useState<PreCheckInForm>(initial)
  // A field edited since the last submit hides that submit's message about it.
  const [edited, setEdited] = useState<ReadonlySet<PreCheckInField>>(new Set())
  const formRef = useRef<HTMLFormElement>(null)
  const confirmId = useId()
  const confirmErrorId = useId()

  const saving = submitState.status === 'saving'
  const errorOf = (field: PreCheckInField) => (edited.has(field) ? undefined : submitState.errors[field])

  function change<Field extends PreCheckInField>(field: Field, value: PreCheckInForm[Field]): void {
    const next = { ...form, [field]: value }
    setForm(next)
    // A draft until a save succeeds, so nothing typed is lost to a failed save, a reload or a sign-in.
    preCheckInDraft(event.id).write(next)
    setEdited((current) => new Set(current).add(field))
  }

  async function handleSubmit(submitEvent: FormEvent<HTMLFormElement>): Promise<void> {
    submitEvent.preventDefault()
    if (saving) return
    setEdited(new Set())
    const saved = await submitPreCheckIn(event, form)
    if (saved) {
      onSaved()
      return
    }
    const { errors } = $preCheckInSubmit.get()
    const first = FIELD_ORDER.find((field) => errors[field] !== undefined)
    const control = first ? formRef.current?.elements.namedItem(first) : null
    if (control instanceof HTMLElement) control.focus()
  }

  const confirmError = errorOf('personalDetailsConfirmed')
  return (
    <form
      ref={formRef}
      className="pre-check-in-form"
      noValidate
      onSubmit={(submitEvent) => void handleSubmit(submitEvent)}
      aria-busy={saving}
    >
      {restored ? (
        <p className="pre-check-in-field__hint">These are the answers you typed before. They are not saved yet.</p>
      ) : null}
      <fieldset className="pre-check-in-group">
        <legend>Your personal details</legend>
        <PersonalDetails details={preCheckIn.personalDetails} />
        <div className={`pre-check-in-confirm${confirmError ? ' pre-check-in-confirm--invalid' : ''}`}>
          <input
            id={confirmId}
            type="checkbox"
            name="personalDetailsConfirmed"
            checked={form.personalDetailsConfirmed}
            onChange={(changeEvent) => change('personalDetailsConfirmed', changeEvent.currentTarget.checked)}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? confirmErrorId : undefined}
          />
          <label htmlFor={confirmId}>My personal details above are correct</label>
          {confirmError ? (
            <p id={confirmErrorId} className="pre-check-in-field__error">
              {confirmError}
            </p>
          ) : null}
        </div>
        <p className="pre-check-in-field__hint">
          Something wrong? Contact Customer Care (see Help) before you confirm.
        </p>
      </fieldset>

      <fieldset className="pre-check-in-group">
        <legend>Arrival</legend>
        <DateField
          label="Arrival date"
          name="arrivalDate"
          value={form.arrivalDate}
          onChange={(text) => change('arrivalDate', text)}
          required
          requiredMessage="Enter your arrival date."
          error={errorOf('arrivalDate')}
        />
      </fieldset>

      <fieldset className="pre-check-in-group">
        <legend>Documents required before arrival</legend>
        <p className="pre-check-in-field__hint">Each document must still be valid after your arrival date.</p>
        <div className="pre-check-in-dates">
          {DOCUMENT_FIELDS.map(([field, label]) => (
            <DateField
              key={field}
              label={label}
              name={field}
              value={form[field]}
              onChange={(text) => change(field, text)}
              required
              requiredMessage={`Enter the ${label.toLowerCase()}.`}
              error={errorOf(field)}
            />
          ))}
        </div>
        <TsaStatusView state={tsa} />
      </fieldset>

      {submitState.status === 'invalid' ? (
        <p className="pre-check-in-form__summary" role="alert">
          Please correct the fields marked below.
        </p>
      ) : null}
      {unsent && !unsent.refused ? (
        <p className="pre-check-in-form__summary" role="status">
          Saved on this device. Your pre-check-in will be sent when you are online.
        </p>
      ) : null}
      {unsent?.refused ? (
        <RefusedSave
          seq={unsent.seq}
          className="pre-check-in-form__summary"
          refused="Your pre-check-in was not accepted"
          message={unsent.refused.message}
          fallback="the server refused it."
          advice="Check your answers and save again, or discard them."
          discardLabel="Discard these answers"
        />
      ) : null}
      {submitState.status === 'error' ? (
        <p className="pre-check-in-form__summary" role="alert">
          Your pre-check-in was not saved. {submitState.message}
        </p>
      ) : null}
      <div className="pre-check-in-form__actions">
        <button type="submit" className="page-button" disabled={saving}>
          {saving ? 'Saving…' : 'Save pre-check-in'}
        </button>
        {onCancel ? (
          <button type="button" className="page-button page-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  )
}

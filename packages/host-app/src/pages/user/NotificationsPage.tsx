import {
  $notificationsOutbox,
  $notificationsPage,
  $notificationsSave,
  notificationsDraft,
  notificationsFormFrom,
  saveNotifications,
  smsHintFrom
} from '@crew-portal/core'
import type { NotificationsForm } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { ErrorState, LoadingState } from '../common/PageState.tsx'
import { RefusedSave } from '../common/RefusedSave.tsx'
import { calendarSettingsPath, profilePath } from './parts.tsx'

/**
 * `/user/settings/notifications`: SMS on or off and the number to send to. The user menu's
 * `?sms=on|off` shows until the API answers; the controls wait for that answer so an edit is
 * never overwritten by it.
 */
export function NotificationsPage({ search }: { search: Record<string, string> }) {
  const page = useStore($notificationsPage)
  const save = useStore($notificationsSave)
  // Saved offline and not sent yet, or refused by the API when sent (R-OUTBOX-1, R-OUTBOX-3): shown in the form.
  const unsent = useStore($notificationsOutbox)
  // What the pilot typed and has not saved (a failed save, a reload, an expired session) comes back.
  const [restored] = useState(() => notificationsDraft().read())
  const [edited, setEdited] = useState<NotificationsForm | null>(restored ?? null)
  // The save store outlives the page; only what was submitted on this visit is shown.
  const [submitted, setSubmitted] = useState(false)
  const phoneInput = useRef<HTMLInputElement>(null)
  const ids = { switchLabel: useId(), phone: useId(), phoneHint: useId(), phoneError: useId() }

  const settings = page.status === 'ready' ? page.value.settings : undefined
  const loaded = settings !== undefined
  const form: NotificationsForm =
    edited ??
    (unsent ? notificationsFormFrom(unsent.body) : undefined) ??
    (settings ? notificationsFormFrom(settings) : { smsEnabled: smsHintFrom(search) ?? false, phoneNumber: '' })
  const status = unsent
    ? unsent.refused
      ? ''
      : 'Saved on this device. Your settings will be sent when you are online.'
    : submitted && save.status === 'saved'
      ? 'Your notification settings are saved.'
      : ''
  const saving = save.status === 'saving'
  const phoneError = submitted ? save.errors.phoneNumber : undefined

  function edit(next: NotificationsForm): void {
    setEdited(next)
    notificationsDraft().write(next)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault()
    setSubmitted(true)
    const saved = await saveNotifications(form)
    if (saved) setEdited(null)
    else if ($notificationsSave.get().errors.phoneNumber) phoneInput.current?.focus()
  }

  if (page.status === 'error' || page.status === 'notFound') {
    return (
      <div className="page page--narrow page-area user-page">
        <h1>Notification settings</h1>
        <ErrorState message={page.message} onRetry={page.status === 'error' ? page.retry : undefined} />
        <p>
          <a href={profilePath()}>Back to your profile</a>
        </p>
      </div>
    )
  }

  return (
    <div className="page page--narrow page-area user-page">
      <h1>Notification settings</h1>
      {!loaded ? <LoadingState label="Loading your saved settings…" /> : null}
      <form
        className="page-card user-card user-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={!loaded || saving}
      >
        <div className="user-switch-row">
          <span id={ids.switchLabel} className="user-label">
            SMS notifications
          </span>
          <button
            type="button"
            role="switch"
            className="user-switch"
            aria-checked={form.smsEnabled}
            aria-labelledby={ids.switchLabel}
            disabled={!loaded || saving}
            onClick={() => edit({ ...form, smsEnabled: !form.smsEnabled })}
          >
            <span className="user-switch__track" aria-hidden="true">
              <span className="user-switch__thumb" />
            </span>
            <span className="user-switch__state" aria-hidden="true">
              {form.smsEnabled ? 'On' : 'Off'}
            </span>
          </button>
        </div>
        <p className="user-help">Get a text message when your training schedule or documents change.</p>
        {restored && edited ? (
          <p className="user-help">These are the settings you changed before. They are not saved yet.</p>
        ) : null}

        <div className="user-field">
          <label htmlFor={ids.phone} className="user-label">
            Mobile number
          </label>
          <p id={ids.phoneHint} className="user-help">
            In international format, starting with + and the country code, e.g. +14155550123.
          </p>
          <input
            ref={phoneInput}
            id={ids.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={32}
            value={form.phoneNumber}
            disabled={!loaded || saving}
            aria-required={form.smsEnabled}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${ids.phoneHint} ${ids.phoneError}` : ids.phoneHint}
            onChange={(event) => edit({ ...form, phoneNumber: event.target.value })}
          />
          {phoneError ? (
            <p id={ids.phoneError} className="user-error">
              {phoneError}
            </p>
          ) : null}
        </div>

        <div className="user-actions">
          <button type="submit" className="page-button" disabled={!loaded || saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
          <a href={profilePath()}>Back to your profile</a>
        </div>
        <p className="user-status" role="status">
          {status}
        </p>
        {unsent?.refused && !edited ? (
          <RefusedSave
            seq={unsent.seq}
            className="user-error user-refused"
            refused="These settings were not saved"
            message={unsent.refused.message}
            fallback="the server refused them."
            advice="Change them and save again, or discard them."
            discardLabel="Discard these settings"
          />
        ) : null}
        {submitted && save.status === 'error' ? (
          <p className="user-error" role="alert">
            {save.message}
          </p>
        ) : null}
      </form>
      <p>
        <a href={calendarSettingsPath()}>Subscribe in your calendar</a>
      </p>
    </div>
  )
}

import { $calendarPage, newCalendarLink } from '@crew-portal/core'
import type { CalendarLinkOffer } from '@crew-portal/core'
import { DateText } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { lazy, Suspense, useId, useState } from 'react'
import { ConfirmDialog } from '../common/ConfirmDialog.tsx'
import { PageLadder } from '../common/PageState.tsx'
import { profilePath } from './parts.tsx'
import './calendar.css'

// The QR encoder comes only with a link to draw, not with the page.
const QrCode = lazy(() => import('@crew-portal/widgets/qr-code').then(({ QrCode }) => ({ default: QrCode })))

/** The link made on this visit: subscribe, copy, or scan it with a phone. */
function LinkOffer({ link }: { link: CalendarLinkOffer }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null)
  const fieldId = useId()

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(link.url)
      setCopied('copied')
    } catch {
      setCopied('failed')
    }
  }

  return (
    <section className="page-card user-card calendar-offer" aria-labelledby="calendar-offer-title">
      <h2 id="calendar-offer-title">Your calendar link</h2>
      <p>
        <a className="page-link-button" href={link.webcal}>
          Subscribe
        </a>
      </p>
      <p className="user-help">Opens your calendar app, which adds your training and keeps it up to date.</p>
      <div className="user-field">
        <label htmlFor={fieldId} className="user-label">
          Or copy the link into your calendar app
        </label>
        <div className="calendar-copy">
          <input
            id={fieldId}
            className="calendar-copy__field"
            type="text"
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="page-button page-button--secondary" onClick={() => void copy()}>
            Copy
          </button>
        </div>
        <p className="user-status" role="status">
          {copied === 'copied' ? 'The link is copied.' : ''}
          {copied === 'failed' ? 'The link could not be copied. Select it and copy it yourself.' : ''}
        </p>
      </div>
      <figure className="calendar-qr">
        <Suspense fallback={<span className="calendar-qr__pending" />}>
          <QrCode data={link.webcal} label="QR code of your calendar link" maxPx={224} />
        </Suspense>
        <figcaption className="user-help">To add it on your phone, scan this with its camera.</figcaption>
      </figure>
      <p className="user-help">
        This is the only time this link is shown. Keep it in your calendar app; if you need it again, make a new one.
      </p>
    </section>
  )
}

/**
 * `/user/settings/calendar`: the pilot's training in their own calendar app, through a private link
 * (R-CALENDAR-5); New link asks first (R-CALENDAR-6).
 */
export function CalendarPage() {
  const page = useStore($calendarPage)
  const [confirming, setConfirming] = useState(false)

  function makeNew(): void {
    setConfirming(false)
    void newCalendarLink()
  }

  return (
    <div className="page page--narrow page-area user-page">
      <h1>Subscribe in your calendar</h1>
      <p>
        Add your training to the calendar on your phone or computer (Apple Calendar, Google Calendar, Outlook). Your
        calendar app reads it again every hour, so a moved or cancelled session changes there too.
      </p>
      <p className="calendar-warning">
        <strong>Anyone who has the link can read your training schedule</strong>, without signing in. Share it only with
        people you trust. If it gets into the wrong hands, make a new link: the old one stops working at once.
      </p>
      <PageLadder page={page} loading="Loading your calendar link…">
        {({ createdAt, making }) => (
          <>
            {making.status === 'made' ? <LinkOffer link={making.link} /> : null}
            <section className="page-card user-card" aria-labelledby="calendar-link-title">
              <h2 id="calendar-link-title">{createdAt === null ? 'Get your link' : 'New link'}</h2>
              {createdAt === null ? (
                <p>You have no calendar link yet.</p>
              ) : (
                <p>
                  Your link was made on <DateText value={createdAt} />. For your privacy it is shown only once, when it
                  is made. To add your training to another calendar, make a new link; the old one then stops working.
                </p>
              )}
              <div className="user-actions">
                <button
                  type="button"
                  className="page-button"
                  disabled={making.status === 'making'}
                  onClick={() => (createdAt === null ? makeNew() : setConfirming(true))}
                >
                  {making.status === 'making' ? 'Making your link…' : createdAt === null ? 'Get my link' : 'New link'}
                </button>
                <a href={profilePath()}>Back to your profile</a>
              </div>
              {making.status === 'error' ? (
                <p className="user-error" role="alert">
                  {making.message}
                </p>
              ) : null}
            </section>
          </>
        )}
      </PageLadder>
      <ConfirmDialog
        open={confirming}
        title="Make a new calendar link?"
        confirmLabel="Make a new link"
        onConfirm={makeNew}
        onCancel={() => setConfirming(false)}
      >
        <p>
          The link you have now stops working at once: calendars that subscribed with it stop getting your training.
          Subscribe again with the new link.
        </p>
      </ConfirmDialog>
    </div>
  )
}

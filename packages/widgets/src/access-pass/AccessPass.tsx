import { presentationNotice } from '@crew-portal/core'
import type { AccessPassStatus, PassNotice, PassPresentation } from '@crew-portal/core'
import type { CSSProperties } from 'react'
import { useId } from 'react'
import { fillNodes, useCrewMessages } from '../i18n/language.ts'
import { accessPass as english } from '../i18n/en/access-pass.ts'
import { fill, type Messages } from '../i18n/messages.ts'
import { QrCode } from './QrCode.tsx'
import type { AccessPassData } from './pass.ts'

export interface AccessPassProps {
  pass?: AccessPassData
  status?: AccessPassStatus
  /** The validity window, already formatted. */
  validFrom?: string
  validUntil?: string
  /** Set when the pass shown is the offline pass (the copy stored on this device): when it was received, formatted. */
  offlineSince?: string
  /**
   * Why the offline pass is shown: the network is gone (`offline`, the default), or connected mode
   * is online and the pass could not be refreshed (`notRefreshed`): only an offline browser is told
   * it is offline.
   */
  offlineBecause?: 'offline' | 'notRefreshed'
  /** Connected mode, a pass that could not be refreshed: asks the API again (its Try again). */
  onRetry?: () => void
  /** Set when the pass could not be loaded (connected mode): why, in words, instead of "no pass". */
  unavailable?: string
  /**
   * Connected mode: the door code this device signed for the current window, or why there is none.
   * Without it the pass is plain data: its QR code carries the pass id, for display, not for a door.
   */
  door?: PassPresentation
}

type PassMessage = keyof Messages['accessPass']

const statusText: Record<AccessPassStatus, PassMessage> = {
  valid: 'statusValid',
  'not-yet-valid': 'statusNotYetValid',
  expired: 'statusExpired'
}

const doorNotices: Record<PassNotice, PassMessage> = {
  preparing: 'doorPreparing',
  'not-prepared': 'doorNotPrepared',
  'other-device': 'doorOtherDevice',
  failed: 'doorFailed'
}

const statusIcon: Record<AccessPassStatus, string> = {
  valid: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  'not-yet-valid': 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 11h-5v-2h3V6h2v7Z',
  expired:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm5 13.6L15.6 17 12 13.4 8.4 17 7 15.6l3.6-3.6L7 8.4 8.4 7l3.6 3.6L15.6 7 17 8.4 13.4 12z'
}

const PHOTO = /^(data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+|https?:\/\/\S+|blob:\S+)$/i

/**
 * The crew member's access pass for the training centre door. Each value from the pass (names,
 * places, its dates, the API's reason) is an isolated run (`<bdi>`): it takes its direction from
 * its own first letter, so an Arabic name on an English pass, or `737 MAX Recurrent` on an Arabic
 * one, reads in its own order and leaves its neighbours where they are (unisolated, the "UTC" that
 * ends an Arabic validity date takes the next date's day with it). The pass id is isolated left to
 * right in CSS.
 */
export function AccessPass({
  pass,
  status,
  validFrom,
  validUntil,
  offlineSince,
  offlineBecause = 'offline',
  onRetry,
  unavailable,
  door
}: AccessPassProps) {
  const titleId = useId()
  const t = useCrewMessages('accessPass', english)
  const time = <bdi>{offlineSince}</bdi>
  const offline = offlineSince !== undefined && (
    <p className="offline" part="offline" role="status">
      {offlineBecause === 'notRefreshed'
        ? fillNodes(t.notRefreshedSince, { time })
        : offlineSince
          ? fillNodes(t.offlineSince, { time })
          : t.offline}
      {offlineBecause === 'notRefreshed' && onRetry ? (
        <>
          {' '}
          <button type="button" className="retry" part="retry" onClick={onRetry}>
            {t.tryAgain}
          </button>
        </>
      ) : null}
    </p>
  )
  if (!pass || !status) {
    return (
      <div className="root card" part="card">
        {offline}
        {unavailable !== undefined ? (
          <p className="empty" part="error" role="alert">
            {t.loadFailed} <bdi>{unavailable}</bdi>
          </p>
        ) : (
          <p className="empty">{t.none}</p>
        )}
      </div>
    )
  }
  const photo = pass.photo && PHOTO.test(pass.photo.trim()) ? pass.photo.trim() : undefined
  return (
    <article className="root card" part="card" aria-labelledby={titleId} data-status={status}>
      {offline}
      <header className="header" part="header">
        <h2 id={titleId} className="title">
          {t.title}
        </h2>
        <p className="airline" part="airline">
          <bdi>{pass.airline}</bdi>
        </p>
      </header>
      <div className="holder" part="holder">
        {photo ? (
          <img
            className="photo"
            part="photo"
            src={photo}
            alt={fill(t.photoOf, { name: pass.holderName })}
            width={88}
            height={88}
          />
        ) : (
          <svg
            className="photo"
            part="photo"
            viewBox="0 0 96 96"
            width="88"
            height="88"
            role="img"
            aria-label={t.noPhoto}
          >
            <rect width="96" height="96" rx="12" fill="#dde2ea" />
            <circle cx="48" cy="38" r="16" fill="#5b6475" />
            <path d="M18 86c4-16 16-24 30-24s26 8 30 24" fill="#5b6475" />
          </svg>
        )}
        <p className="name" part="name">
          <bdi>{pass.holderName}</bdi>
        </p>
      </div>
      <p className={`status status--${status}`} part={`status status-${status}`}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={statusIcon[status]} />
        </svg>
        {t[statusText[status]]}
      </p>
      {door ? (
        <DoorCode door={door} passId={pass.id} />
      ) : (
        <div className="qr-frame" part="qr-frame">
          <QrCode data={pass.id} label={fill(t.qrCode, { id: pass.id })} />
          <p className="pass-id" part="pass-id">
            {pass.id}
          </p>
          <p className="unsigned" part="unsigned">
            {t.unsigned}
          </p>
        </div>
      )}
      <dl className="details" part="details">
        <div>
          <dt>{t.trainingCentre}</dt>
          <dd>
            <bdi>{pass.trainingCentre}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t.trainingEvent}</dt>
          <dd>
            <bdi>{pass.eventName}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t.validity}</dt>
          <dd>
            <bdi>{validFrom}</bdi> – <bdi>{validUntil}</bdi>
          </dd>
        </div>
      </dl>
    </article>
  )
}

/**
 * The signed code of this window and a mark that runs down to its end: the code changes every 15 s,
 * which a screenshot cannot show. Without a code, the reason in words.
 */
function DoorCode({ door, passId }: { door: PassPresentation; passId: string }) {
  const t = useCrewMessages('accessPass', english)
  const notice = presentationNotice(door)
  if (notice) {
    return (
      <p className="door-notice" part="door-notice" role="status">
        {t[doorNotices[notice]]}
      </p>
    )
  }
  if (door.status !== 'ready') return null
  // The mark starts where the window already is when the code was signed, and restarts each window.
  const timing = { '--_wm': `${door.windowMs}ms`, '--_we': `${door.windowStart - door.signedAt}ms` } as CSSProperties
  return (
    <div className="qr-frame qr-frame--door" part="qr-frame">
      {/* As wide as the card allows: the signed code is dense, and a scanner needs modules it can see. */}
      <QrCode data={door.code} label={fill(t.doorCode, { id: passId, seconds: door.windowMs / 1000 })} maxPx={336} />
      <div className="live" part="live" aria-hidden="true">
        <div key={door.window} className="live__bar" style={timing} />
      </div>
      <p className="pass-id" part="pass-id">
        {passId}
      </p>
    </div>
  )
}

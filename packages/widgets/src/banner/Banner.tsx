import type { BannerKind, BannerReason } from '@crew-portal/core'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { fillNodes, useCrewMessages } from '../i18n/language.ts'
import { banner as english } from '../i18n/en/banner.ts'
import { fill } from '../i18n/messages.ts'

/** One message of the banner area, as the view shows it. */
export interface BannerItem {
  kind: BannerKind
  message: string
  /** Why it is shown (the core's closing rule decides on it); plain data without one is `other`. */
  reason?: BannerReason
  hideSuffix?: boolean
  hideContactUs?: boolean
  /** Offers Try again (connected mode: a failed load the core can ask again). */
  retry?: boolean
}

export interface BannerProps {
  messages: readonly BannerItem[]
  /** The "contact us." link: the host opens its help panel. */
  onContactUs(item: BannerItem): void
  onClose(item: BannerItem): void
  /** Try again, on a message that offers it: without it no message offers it. */
  onRetry?(item: BannerItem): void
}

function KindIcon({ kind }: { kind: BannerKind }) {
  // Decorative: the kind is also given as text for assistive technology.
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {kind === 'critical' ? (
        <path fill="currentColor" d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
      ) : (
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z" />
      )}
    </svg>
  )
}

interface MessageProps extends Omit<BannerProps, 'messages'> {
  item: BannerItem
}

/**
 * One message. On a narrow screen a notification shows its first line (banner.css), with "More" to
 * open the rest when it runs over (R-BANNER-6): five lines docked over a phone's page would hide a
 * quarter of it. An error always shows whole. The whole text is in the page either way, for a
 * screen reader too.
 */
function BannerMessage({ item, onContactUs, onClose, onRetry }: MessageProps) {
  const t = useCrewMessages('banner', english)
  const textId = useId()
  const text = useRef<HTMLParagraphElement>(null)
  const [open, setOpen] = useState(false)
  const [runsOver, setRunsOver] = useState(false)
  const clamped = item.kind !== 'critical' && !open
  useLayoutEffect(() => {
    const element = text.current
    if (!clamped || !element) return
    // Clamped, its scroll height still holds the whole text: measured before the first paint, and
    // again as its width changes.
    const measure = () => setRunsOver(element.scrollHeight > element.clientHeight + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [clamped, item.message])
  return (
    <div
      className={`banner banner--${item.kind}`}
      part={`banner banner-${item.kind}`}
      // An error interrupts; a notification waits its turn.
      role={item.kind === 'critical' ? 'alert' : 'status'}
      data-kind={item.kind}
    >
      <KindIcon kind={item.kind} />
      <p ref={text} id={textId} className={open ? 'text text--open' : 'text'} part="message">
        <span className="visually-hidden">{t[item.kind]}: </span>
        <bdi>{item.message}</bdi>
        {!item.hideSuffix && (
          <span className="suffix" part="suffix">
            {' '}
            {fillNodes(t.persists, {
              contactUs: !item.hideContactUs && (
                <button type="button" className="link" part="contact-us" onClick={() => onContactUs(item)}>
                  {t.contactUs}
                </button>
              )
            })}
          </span>
        )}
      </p>
      {item.retry && onRetry ? (
        <button type="button" className="link retry" part="retry" onClick={() => onRetry(item)}>
          {t.tryAgain}
        </button>
      ) : null}
      {(runsOver || open) && (
        <button
          type="button"
          className="link more"
          part="more"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen(!open)}
        >
          {open ? t.less : t.more}
        </button>
      )}
      <button
        type="button"
        className="close"
        part="close"
        aria-label={fill(t.close, { kind: t[item.kind] })}
        onClick={() => onClose(item)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z"
          />
        </svg>
      </button>
    </div>
  )
}

/** The banner area: the critical message and the system notifications, each closable. */
export function Banner({ messages, onContactUs, onClose, onRetry }: BannerProps) {
  if (messages.length === 0) return null
  return (
    <div className="root" part="base">
      {messages.map((item, index) => (
        <BannerMessage
          key={`${item.kind}-${index}`}
          item={item}
          onContactUs={onContactUs}
          onClose={onClose}
          {...(onRetry ? { onRetry } : {})}
        />
      ))}
    </div>
  )
}

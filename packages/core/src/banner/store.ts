import { atom } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'
import { errorOutcome } from '../http/catalogue.ts'
import type { RequestFailure } from '../http/failures.ts'
import { onRequestFailed } from '../http/events.ts'
import { $remoteConfiguration, remoteConfigurationWiring } from '../settings/remote-store.ts'

export type BannerKind = 'critical' | 'informative' | 'global'

/**
 * Why a message is in the banner area, set where it is raised: the error catalogue's rows
 * (`accessDenied`, `notFound`, `serverError`), a system notification, or anything else a page raises.
 */
export type BannerReason = 'accessDenied' | 'notFound' | 'serverError' | 'notification' | 'other'

/** The banner area's one message (R-BANNER-1, R-BANNER-4). */
export interface BannerMessage {
  kind: BannerKind
  message: string
  reason: BannerReason
  isVisible: boolean
  /** Hides the suffix "If this error persists, contact us.". */
  hideSuffix: boolean
  /** Hides only the "contact us." link of the suffix. */
  hideContactUs: boolean
}

export interface BannerOptions {
  kind?: BannerKind
  reason?: BannerReason
  hideSuffix?: boolean
  hideContactUs?: boolean
}

/**
 * A banner is a line of text, not a page: a longer message (a configured text, a server's error
 * text, a partner's attribute) is cut here, as the flags' notifications are. Far longer ones take
 * the browser seconds to lay out (docs/benchmarks.md, "Over-long text").
 */
export const BANNER_MESSAGE_MAX_LENGTH = 1000

const hidden: BannerMessage = {
  kind: 'critical',
  message: '',
  reason: 'other',
  isVisible: false,
  hideSuffix: false,
  hideContactUs: false
}

export const $banner = atom<BannerMessage>(hidden)

/** The failed request behind the catalogue's message on screen, and that message. */
let raised: { failure: RequestFailure; online: boolean; message: string } | undefined

/** A message arriving makes the banner visible. A blank message shows nothing. */
export function showBanner(message: string, options: BannerOptions = {}): void {
  if (message.trim() === '') return
  $banner.set({
    kind: options.kind ?? 'critical',
    message: message.slice(0, BANNER_MESSAGE_MAX_LENGTH),
    reason: options.reason ?? 'other',
    isVisible: true,
    hideSuffix: options.hideSuffix ?? false,
    hideContactUs: options.hideContactUs ?? false
  })
}

export function clearBanner(): void {
  $banner.set(hidden)
}

/** R-ERRORS-1 and R-BANNER-5: a failed request shows what the catalogue says, in the remote configuration's words. */
function showFailure(failure: RequestFailure, online: boolean): void {
  const { accessDeniedMessage, defaultErrorMessage } = $remoteConfiguration.get()
  const outcome = errorOutcome(failure, { online, accessDeniedMessage, defaultErrorMessage })
  if (outcome.kind !== 'banner') return
  showBanner(outcome.message, { kind: 'critical', reason: outcome.reason })
  raised = { failure, online, message: $banner.get().message }
}

/** The banner speaks for every failed request the page does not handle itself. */
export const bannerWiring: Wiring = {
  after: [remoteConfigurationWiring],
  listen() {
    onRequestFailed(({ failure, shows, online }) => {
      if (shows === 'catalogue') showFailure(failure, online)
    })
    // A request that failed before the remote configuration arrived (the page's first calls and the
    // configuration run side by side) showed the built-in words: the configured ones replace them, as
    // long as that message is still the one on screen.
    $remoteConfiguration.listen(() => {
      const shown = $banner.get()
      if (raised && shown.isVisible && shown.message === raised.message) showFailure(raised.failure, raised.online)
    })
  },
  reset() {
    $banner.set(hidden)
    raised = undefined
  }
}

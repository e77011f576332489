import { atom } from 'nanostores'
import { onReset } from '../environment/configure.ts'

export type BannerKind = 'critical' | 'informative' | 'global'

/** The banner area's one message (SPEC section 3, "Banner message"). */
export interface BannerMessage {
  kind: BannerKind
  message: string
  isVisible: boolean
  /** Hides the suffix "If this error persists, contact us.". */
  hideSuffix: boolean
  /** Hides only the "contact us." link of the suffix. */
  hideContactUs: boolean
}

export interface BannerOptions {
  kind?: BannerKind
  hideSuffix?: boolean
  hideContactUs?: boolean
}

const hidden: BannerMessage = { kind: 'critical', message: '', isVisible: false, hideSuffix: false, hideContactUs: false }

export const $banner = atom<BannerMessage>(hidden)

onReset(() => $banner.set(hidden))

/** A message arriving makes the banner visible. A blank message shows nothing. */
export function showBanner(message: string, options: BannerOptions = {}): void {
  if (message.trim() === '') return
  $banner.set({
    kind: options.kind ?? 'critical',
    message,
    isVisible: true,
    hideSuffix: options.hideSuffix ?? false,
    hideContactUs: options.hideContactUs ?? false
  })
}

export function clearBanner(): void {
  $banner.set(hidden)
}

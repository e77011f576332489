import { BANNER_MESSAGE_MAX_LENGTH, type BannerKind } from '@crew-portal/core'
import type { BannerItem } from './Banner.tsx'

const kinds: readonly BannerKind[] = ['critical', 'informative', 'global']

export function toBannerKind(value: unknown, fallback: BannerKind): BannerKind {
  return kinds.includes(value as BannerKind) ? (value as BannerKind) : fallback
}

/**
 * The `notifications` property comes from a partner's code: anything that is not an object with
 * a non-empty string message is dropped rather than rendered or thrown on. The "If this error
 * persists" suffix is about errors, so a notification hides it unless told otherwise.
 */
export function toBannerItems(value: unknown): BannerItem[] {
  if (!Array.isArray(value)) return []
  const items: BannerItem[] = []
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue
    const { message, kind, hideSuffix, hideContactUs } = entry as Record<string, unknown>
    if (typeof message !== 'string' || message.trim() === '') continue
    const itemKind = toBannerKind(kind, 'informative')
    items.push({
      kind: itemKind,
      message: message.slice(0, BANNER_MESSAGE_MAX_LENGTH),
      hideSuffix: typeof hideSuffix === 'boolean' ? hideSuffix : itemKind !== 'critical',
      hideContactUs: hideContactUs === true
    })
  }
  return items
}

export { $banner, clearBanner, showBanner } from './store.ts'
export type { BannerKind, BannerMessage, BannerOptions } from './store.ts'
export { closeBanner } from './close.ts'

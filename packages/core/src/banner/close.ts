import { $remoteConfiguration } from '../settings/remote-store.ts'
import { logout } from '../session/logout.ts'
import { $banner, clearBanner } from './store.ts'

/** Closing clears the banner; closing the access-denied message also logs the user out (SPEC 4). */
export async function closeBanner(): Promise<void> {
  const { message, isVisible } = $banner.get()
  clearBanner()
  if (isVisible && message === $remoteConfiguration.get().accessDeniedMessage) await logout()
}

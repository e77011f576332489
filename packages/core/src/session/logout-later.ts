// The logout, loaded when someone asks for it: an element that can log out (the banner's
// access-denied message, the user menu's Log Out) need not carry the logout's code (its API call,
// the drafts it keeps, the storage it clears) before then. It is asked for online (a 403 came, or a
// pilot clicked), and the host app's service worker keeps every chunk.
import { wire } from '../environment/configure.ts'

/** `logout()` (logout.ts, R-SESSION-3), once its module has loaded and its areas are wired. */
export async function logoutLater(): Promise<void> {
  const { logout, logoutWiring } = await import('./logout.ts')
  wire(logoutWiring)
  await logout()
}

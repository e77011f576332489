// The layout's dialogs, closed at first: their code (the dialog, the help panel's contact person and
// its directory lookup) is not in the first load. It is asked for after the first paint, so a dialog
// opened later renders at once; each mounts when first opened and then stays, so it can close itself.
import { preloadable } from '../lazy.tsx'

export const HelpPanel = preloadable(() => import('./HelpPanel.tsx'), (m) => m.HelpPanel)
export const NoInternetDialog = preloadable(() => import('./closed-dialogs.ts'), (m) => m.NoInternetDialog)
export const SessionExpiredDialog = preloadable(() => import('./closed-dialogs.ts'), (m) => m.SessionExpiredDialog)

export function preloadDialogs(): Promise<unknown> {
  return Promise.all([HelpPanel.preload(), NoInternetDialog.preload(), SessionExpiredDialog.preload()])
}

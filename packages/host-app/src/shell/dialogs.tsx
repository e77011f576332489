// The layout's dialogs, closed at first: their code (the dialog, the help panel's contact person and
// its directory lookup) is not in the first load. One chunk holds them all; it is loaded in the
// background after the first paint, so a dialog opened later renders at once. Each dialog mounts
// when first opened and then stays, so it can close itself.
import { preloadable } from '../lazy.tsx'
import type * as ClosedDialogs from './closed-dialogs.ts'

let dialogs: Promise<typeof ClosedDialogs> | undefined
/** One import for the three: their shared styles are asked for once. */
const loadDialogs = () => (dialogs ??= import('./closed-dialogs.ts')).catch((error: unknown) => {
  dialogs = undefined
  throw error
})

export const HelpPanel = preloadable(loadDialogs, (m) => m.HelpPanel)
export const NoInternetDialog = preloadable(loadDialogs, (m) => m.NoInternetDialog)
export const SessionExpiredDialog = preloadable(loadDialogs, (m) => m.SessionExpiredDialog)

export function warmDialogs(): Promise<unknown> {
  return Promise.all([HelpPanel.warm(), NoInternetDialog.warm(), SessionExpiredDialog.warm()])
}

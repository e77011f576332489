// The help panel, closed at first: its code (the dialog's content, the contact person and its
// directory lookup) is not in the first load. It is loaded in the background after the first paint,
// so the panel renders at once when opened; it mounts when first opened and then stays, so it can
// close itself. (The no-internet and session dialogs are in the first load: they speak exactly when
// the network or the session is gone.)
import { preloadable } from '../lazy.tsx'

export const HelpPanel = preloadable(() => import('./HelpPanel.tsx'), (m) => m.HelpPanel)

export function warmHelpPanel(): Promise<unknown> {
  return HelpPanel.warm()
}

// The help panel, closed at first: its code (the dialog's content, the contact person and its
// directory lookup) is not in the first load. the load plan (load-plan.ts) warms it in the background,
// so the panel renders at once when opened; the layout mounts it when first opened and then keeps
// it, so it can close itself. (The no-internet and session dialogs are in the first load: they speak
// exactly when the network or the session is gone.)
import { preloadable } from '../lazy.tsx'

export const LazyHelpPanel = preloadable(
  () => import('./HelpPanel.tsx'),
  (m) => m.HelpPanel
)

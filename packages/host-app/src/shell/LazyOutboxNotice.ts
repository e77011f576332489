// The outbox's notice (OutboxNotice.tsx), loaded once the page has painted: it carries the outbox's
// code (IndexedDB, the writes), which the first card does not wait for.
import { preloadable } from '../lazy.tsx'

export const LazyOutboxNotice = preloadable(
  () => import('./OutboxNotice.tsx'),
  (m) => m.OutboxNotice
)

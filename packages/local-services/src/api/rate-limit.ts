/**
 * How many requests one client may make in a window, counted per key (the client's address). A
 * fixed window per key: the first request opens it, and it closes `windowMs` later. Keys whose
 * window has closed are forgotten as new ones come, so the table stays as small as the traffic.
 */
export interface RateLimiter {
  /** Counts a request; `ok: false` with the seconds until the window closes once the key has used it up. */
  take(key: string): { ok: true } | { ok: false; retryAfterSeconds: number }
}

export function createRateLimiter(
  limit: { requests: number; windowMs: number },
  clock: () => number = () => performance.now()
): RateLimiter {
  const windows = new Map<string, { openedAt: number; count: number }>()
  let sweptAt = clock()
  return {
    take(key) {
      const now = clock()
      if (now - sweptAt >= limit.windowMs) {
        for (const [other, window] of windows) if (now - window.openedAt >= limit.windowMs) windows.delete(other)
        sweptAt = now
      }
      const window = windows.get(key)
      if (window === undefined || now - window.openedAt >= limit.windowMs) {
        windows.set(key, { openedAt: now, count: 1 })
        return { ok: true }
      }
      window.count += 1
      if (window.count <= limit.requests) return { ok: true }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.openedAt + limit.windowMs - now) / 1000)) }
    }
  }
}

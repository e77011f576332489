/**
 * Sign-in slow-down: after `freeTries` wrong passwords within `windowMs` for one account from one
 * address, every further try for that pair waits `slowdownMs` before it is checked. A right password
 * still works (after the wait); the count clears on success or once the window has passed.
 */
export interface ThrottlePolicy {
  windowMs: number
  freeTries: number
  slowdownMs: number
}

export const DEFAULT_THROTTLE: ThrottlePolicy = { windowMs: 60_000, freeTries: 5, slowdownMs: 3_000 }

/** Failures still inside the window (pure). */
export function recentFailures(failures: readonly number[], now: number, policy: ThrottlePolicy): number[] {
  return failures.filter((at) => now - at < policy.windowMs && at <= now)
}

/** How long the next try waits, given the failures inside the window (pure). */
export function delayBeforeTry(failuresInWindow: number, policy: ThrottlePolicy): number {
  return failuresInWindow >= policy.freeTries ? policy.slowdownMs : 0
}

/** Bounds memory when someone sprays names: the oldest pairs are forgotten first. */
const MAX_TRACKED_PAIRS = 10_000

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>()

  constructor(
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now
  ) {}

  static key(email: string, address: string): string {
    return `${email.trim().toLowerCase()}\u0000${address}`
  }

  /** Milliseconds the current try must wait before its password is checked. */
  delayFor(key: string): number {
    return delayBeforeTry(this.current(key).length, this.policy)
  }

  /** Records a wrong password; answers whether further tries are now slowed. */
  recordFailure(key: string): boolean {
    const failures = [...this.current(key), this.now()]
    this.failures.delete(key)
    this.failures.set(key, failures)
    if (this.failures.size > MAX_TRACKED_PAIRS) {
      const oldest = this.failures.keys().next().value
      if (oldest !== undefined) this.failures.delete(oldest)
    }
    return delayBeforeTry(failures.length, this.policy) > 0
  }

  recordSuccess(key: string): void {
    this.failures.delete(key)
  }

  private current(key: string): number[] {
    const recent = recentFailures(this.failures.get(key) ?? [], this.now(), this.policy)
    if (recent.length === 0) this.failures.delete(key)
    return recent
  }
}

import type { UserProfile } from '../ports/auth.ts'
import type { FlagContext } from '../ports/flags.ts'

/** R-FLAGS-3: anonymous visitors share the fixed key `anon`. */
export const ANONYMOUS_FLAG_CONTEXT: FlagContext = Object.freeze({ key: 'anon', anonymous: true } as const)

/**
 * The flag-service identity of a user: signed in, by e-mail with the full name; signed out (or a
 * profile without an e-mail, which cannot be keyed), the anonymous context.
 */
export function flagContextFor(user: UserProfile | null | undefined): FlagContext {
  const email = typeof user?.email === 'string' ? user.email.trim() : ''
  if (!user || email === '') return ANONYMOUS_FLAG_CONTEXT
  const name = [user.givenName, user.lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ')
  // `anonymous: false` tells the flag service outright that this is no visitor (R-FLAGS-3).
  return { kind: 'user', key: email, name, email, anonymous: false }
}

export function sameFlagContext(a: FlagContext, b: FlagContext): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

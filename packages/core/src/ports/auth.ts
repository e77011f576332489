// The ports of the environment (what the core asks of the world), as types with no imports: every area reads them, none is read back.
/** The signed-in crew member, as the identity provider's claims describe them. */
export interface UserProfile {
  email: string
  givenName: string
  lastName: string
  userId: string
  b2cId: string
}

/** How the core signs in and out and gets tokens; the MSAL adapter is one implementation. */
export interface AuthPort {
  /** The signed-in user, or null when signed out. */
  account(): UserProfile | null
  /**
   * Starts sign-in. `fresh` asks for the crew member's credentials even where the identity provider
   * still holds a session (another tab has just logged out and may not have ended it there yet).
   */
  signIn(options?: { fresh?: boolean }): Promise<void>
  /**
   * Ends the session: at the identity provider (a redirect), or with `local` only on this page —
   * another tab already ended it there, and a second redirect would race this tab's reload.
   * `expired`: the session ended on its own; the identity provider sends the pilot back to the app
   * itself (whose tab keeps the unsaved drafts), not to the signed-out page that clears the site's data.
   */
  signOut(options?: SignOutOptions): Promise<void>
  /** An access token for the product API's scope (renewed silently when it can be). */
  getAccessToken(): Promise<string>
}

export interface SignOutOptions {
  local?: boolean
  expired?: boolean
}

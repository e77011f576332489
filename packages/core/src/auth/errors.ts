/** The user's claims do not describe a usable profile. */
export class ClaimsError extends Error {
  constructor(problem: string) {
    super(`The sign-in claims are not usable: ${problem}`)
    this.name = 'ClaimsError'
  }
}

/** A token needed the user, so the page is navigating to the identity provider. */
export class SignInRedirectError extends Error {
  constructor() {
    super('Signing in again: the page is redirecting to the identity provider.')
    this.name = 'SignInRedirectError'
  }
}

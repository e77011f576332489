import { timingSafeEqual } from 'node:crypto'
import { SEEDED_USERS, type SeededUser } from '../api/seed/users.ts'
import { SEEDED_PASSWORD } from '../ports.ts'

/**
 * The identity provider signs in the same seeded crew members the product API serves (one list,
 * owned by the API's seed), so `sub`, `oid` and `email` in a token always name a known user.
 */
export type Account = SeededUser

export function findAccountById(accountId: string, accounts: readonly Account[] = SEEDED_USERS): Account | undefined {
  return accounts.find((account) => account.userId === accountId)
}

/** The account for a sign-in name, compared the way people type e-mail addresses. */
export function findAccountByEmail(email: string, accounts: readonly Account[] = SEEDED_USERS): Account | undefined {
  const wanted = email.trim().toLowerCase()
  return accounts.find((account) => account.email === wanted)
}

/** Every seeded account shares one demo password; compared in constant time all the same. */
export function passwordMatches(password: string, expected: string = SEEDED_PASSWORD): boolean {
  const given = Buffer.from(password, 'utf8')
  const wanted = Buffer.from(expected, 'utf8')
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

/** The account a sign-in form names, when its password is right. */
export function authenticate(
  email: string,
  password: string,
  accounts: readonly Account[] = SEEDED_USERS
): Account | undefined {
  const account = findAccountByEmail(email, accounts)
  // Check the password even for an unknown name, so timing does not tell which names exist.
  const ok = passwordMatches(password)
  return ok ? account : undefined
}

/**
 * The claims an ID token, the userinfo answer and (some of them) the API access token carry.
 * `oid` and `userId` are the product's stable user id, `b2cId` the directory object id, as the
 * cloud directory would send them.
 */
export function accountClaims(account: Account): Record<string, string | boolean> {
  return {
    sub: account.userId,
    oid: account.userId,
    userId: account.userId,
    b2cId: account.b2cId,
    given_name: account.givenName,
    family_name: account.lastName,
    name: `${account.givenName} ${account.lastName}`,
    email: account.email,
    email_verified: true
  }
}

/**
 * Which claims each OpenID scope releases (oidc-provider's `claims` configuration). MSAL asks for
 * `openid profile offline_access` only, and the cloud directory's user flow puts the e-mail in the
 * ID token anyway: so `profile` carries it too.
 */
export const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  profile: ['given_name', 'family_name', 'name', 'oid', 'userId', 'b2cId', 'email'],
  email: ['email', 'email_verified']
}

/**
 * The seeded crew members (docs/local-services.md). The identity provider signs tokens for the same
 * accounts; the API finds the crew member by the token's `email` claim, else by `sub` equal to the
 * `userId`, the `b2cId` or the e-mail.
 */
export type CrewAudience = 'bat' | 'fto' | 'none'

export interface SeededUser {
  userId: string
  b2cId: string
  email: string
  givenName: string
  lastName: string
  audience: CrewAudience
  mobilePhone: string
  employeeNumber: string
  airline: string
  /** ISO 3166-1 alpha-2, shown in the pre-check-in's personal details. */
  nationality: string
}

export const ALEX_MORGAN: SeededUser = {
  userId: 'usr-1001',
  b2cId: '5f1c2a8e-3d4b-4c6a-9e1f-0a7b8c9d1001',
  email: 'bat.pilot@example.com',
  givenName: 'Alex',
  lastName: 'Morgan',
  audience: 'bat',
  mobilePhone: '+12145550101',
  employeeNumber: 'EMP-40021',
  airline: 'Northwind Air',
  nationality: 'US'
}

export const SAM_RIVERA: SeededUser = {
  userId: 'usr-1002',
  b2cId: '5f1c2a8e-3d4b-4c6a-9e1f-0a7b8c9d1002',
  email: 'fto.pilot@example.com',
  givenName: 'Sam',
  lastName: 'Rivera',
  audience: 'fto',
  mobilePhone: '+13055550102',
  employeeNumber: 'EMP-40057',
  airline: 'Bluebird Regional',
  nationality: 'GB'
}

export const KIM_PARK: SeededUser = {
  userId: 'usr-1003',
  b2cId: '5f1c2a8e-3d4b-4c6a-9e1f-0a7b8c9d1003',
  email: 'new.crew@example.com',
  givenName: 'Kim',
  lastName: 'Park',
  audience: 'none',
  mobilePhone: '+12065550103',
  employeeNumber: 'EMP-40112',
  airline: 'Northwind Air',
  nationality: 'CA'
}

export const SEEDED_USERS: readonly SeededUser[] = [ALEX_MORGAN, SAM_RIVERA, KIM_PARK]

/** The crew member a verified token speaks for, or `undefined` for an account we do not know. */
export function findSeededUser(
  claims: { sub?: unknown; email?: unknown },
  users: readonly SeededUser[] = SEEDED_USERS
): SeededUser | undefined {
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined
  if (email !== undefined) return users.find((user) => user.email === email)
  const subject = typeof claims.sub === 'string' ? claims.sub : undefined
  if (subject === undefined) return undefined
  return users.find((user) => user.userId === subject || user.b2cId === subject || user.email === subject.toLowerCase())
}

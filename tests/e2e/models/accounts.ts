/** The seeded accounts of docs/local-services.md; each has the password `crew-demo-1`. */
export const accounts = {
  bat: { email: 'bat.pilot@example.com', givenName: 'Alex', lastName: 'Morgan' },
  fto: { email: 'fto.pilot@example.com', givenName: 'Sam', lastName: 'Rivera' },
  newCrew: { email: 'new.crew@example.com', givenName: 'Kim', lastName: 'Park' }
} as const

export type Account = (typeof accounts)[keyof typeof accounts]

export const PASSWORD = 'crew-demo-1'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { userFromClaims } from './claims.ts'
import { ClaimsError } from './errors.ts'

describe('userFromClaims (R-USER-1: givenName or firstName)', () => {
  it('reads the API’s own field names', () => {
    expect(
      userFromClaims({ email: 'a@example.com', givenName: 'Alex', lastName: 'Morgan', userId: 'u1', b2cId: 'b1' })
    ).toEqual({ email: 'a@example.com', givenName: 'Alex', lastName: 'Morgan', userId: 'u1', b2cId: 'b1' })
  })

  it('accepts firstName where givenName is absent', () => {
    expect(userFromClaims({ email: 'a@example.com', firstName: 'Sam', userId: 'u1' }).givenName).toBe('Sam')
  })

  it('reads OIDC / B2C claim names', () => {
    expect(
      userFromClaims({
        emails: ['kim@example.com', 'other@example.com'],
        given_name: 'Kim',
        family_name: 'Park',
        oid: 'o1',
        sub: 's1'
      })
    ).toEqual({ email: 'kim@example.com', givenName: 'Kim', lastName: 'Park', userId: 'o1', b2cId: 'o1' })
  })

  it('accepts surname, and sub as the id', () => {
    expect(userFromClaims({ email: 'a@example.com', surname: 'Rivera', sub: 's1' })).toMatchObject({
      lastName: 'Rivera',
      userId: 's1',
      b2cId: 's1'
    })
  })

  it('prefers the first spelling present and skips empty ones', () => {
    expect(userFromClaims({ email: 'a@example.com', givenName: '', firstName: 'Second', userId: 'u1' }).givenName).toBe(
      'Second'
    )
  })

  it('skips null claims', () => {
    expect(userFromClaims({ email: 'a@example.com', givenName: null, firstName: 'Sam', userId: 'u1' }).givenName).toBe(
      'Sam'
    )
  })

  it('leaves missing names empty rather than failing', () => {
    expect(userFromClaims({ email: 'a@example.com', userId: 'u1' })).toMatchObject({ givenName: '', lastName: '' })
  })

  it.each([
    ['not an object', 'alex@example.com', 'expected an object of claims'],
    ['null', null, 'expected an object of claims'],
    ['an array', [{ email: 'a@example.com' }], 'expected an object of claims'],
    ['no e-mail', { userId: 'u1' }, 'email is missing'],
    ['a malformed e-mail', { email: 'alex', userId: 'u1' }, 'email is missing or not an e-mail address'],
    ['no id', { email: 'a@example.com' }, 'userId (or oid / sub) is missing'],
    [
      'a name that is an object',
      { email: 'a@example.com', userId: 'u1', givenName: { toString: 'x' } },
      'givenName (claim givenName)'
    ],
    [
      'a huge name',
      { email: 'a@example.com', userId: 'u1', lastName: 'x'.repeat(100_000) },
      'lastName (claim lastName) must be a string of at most 512'
    ]
  ])('refuses %s with a clear error', (_name, claims, message) => {
    expect(() => userFromClaims(claims)).toThrow(ClaimsError)
    expect(() => userFromClaims(claims)).toThrow(message)
  })

  it('ignores __proto__ and constructor claims', () => {
    const claims = JSON.parse(
      '{"__proto__": {"email": "evil@example.com"}, "email": "a@example.com", "userId": "u1"}'
    ) as unknown
    expect(userFromClaims(claims).email).toBe('a@example.com')
    expect(() => userFromClaims(JSON.parse('{"__proto__": {"email": "evil@example.com", "userId": "u1"}}'))).toThrow(
      ClaimsError
    )
  })

  it('never throws anything but a ClaimsError, whatever the claims', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (claims) => {
        try {
          const user = userFromClaims(claims)
          expect(typeof user.email).toBe('string')
        } catch (error) {
          expect(error).toBeInstanceOf(ClaimsError)
        }
      })
    )
  })
})

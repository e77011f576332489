import { describe, expect, it } from 'vitest'
import { placeholdersOf, translationProblem } from './check.ts'
import { en } from './en.ts'
import { fill, overlay, type Messages } from './messages.ts'

// Every table under locales/, found by file so that a new language is checked the day it is added.
const tables = Object.entries(import.meta.glob<Record<string, Messages>>('./locales/*.ts', { eager: true })).map(
  ([path, module]) => [path.replace(/^.*\/(.*)\.ts$/, '$1'), Object.values(module)[0] as Messages] as const
)

/** Each entry as `group.key` with its sorted placeholders: what two tables must agree on. */
function shape(table: Messages): Record<string, string[]> {
  const entries = Object.entries(table).flatMap(([group, messages]) =>
    Object.entries(messages as Record<string, string>).map(
      ([key, message]) => [`${group}.${key}`, placeholdersOf(message)] as const
    )
  )
  return Object.fromEntries(entries)
}

describe('the locale tables', () => {
  it('are the five the kit ships besides English', () => {
    expect(tables.map(([locale]) => locale).sort()).toEqual(['ar', 'de', 'es', 'fr', 'pt-BR'])
  })

  it.each(tables)('%s has every message English has, no other, with the same placeholders', (_locale, table) => {
    expect(shape(table)).toEqual(shape(en))
  })

  it.each(tables)('%s has words in every message', (_locale, table) => {
    for (const [group, messages] of Object.entries(table)) {
      for (const [key, message] of Object.entries(messages as Record<string, string>))
        expect(message.trim(), `${group}.${key}`).not.toBe('')
    }
  })

  it('the check sees a missing message, an extra one and a placeholder that differs', () => {
    const { contactUs: _dropped, ...banner } = en.banner
    const missing = { ...en, banner } as unknown as Messages
    const extra = { ...en, banner: { ...en.banner, shout: 'Hey' } } as unknown as Messages
    const renamed = { ...en, contactCard: { ...en.contactCard, hello: 'Hello {name}!' } }
    for (const broken of [missing, extra, renamed]) expect(shape(broken)).not.toEqual(shape(en))
  })
})

describe('fill', () => {
  it('puts each value in its placeholder, and leaves one without a value as written', () => {
    expect(fill('Door code of access pass {id}, renewed every {seconds} seconds', { id: 'AP-1', seconds: 15 })).toBe(
      'Door code of access pass AP-1, renewed every 15 seconds'
    )
    expect(fill('Hello {firstName}!', {})).toBe('Hello {firstName}!')
  })

  it('inserts a value as text, even one that looks like a placeholder or markup', () => {
    expect(fill('Photo of {name}', { name: '{id} <b>$&</b>' })).toBe('Photo of {id} <b>$&</b>')
  })
})

describe('translations a partner gives', () => {
  it('lay their entries over a table and keep the rest', () => {
    const merged = overlay({ banner: { contactUs: 'call us.', close: 'Close' } }, undefined, {
      banner: { close: 'Dismiss' },
      sideNav: { search: 'Find' }
    })
    expect(merged).toEqual({ banner: { contactUs: 'call us.', close: 'Dismiss' }, sideNav: { search: 'Find' } })
  })

  it.each([
    [null, 'must be an object'],
    [{ pilot: {} }, '"pilot" is not an element of the kit'],
    [{ toString: {} }, '"toString" is not an element of the kit'],
    [{ banner: 'Close' }, '"banner" must be an object'],
    [{ banner: { shout: 'Hey' } }, '"banner.shout" is not a message of the kit'],
    [{ banner: { close: 42 } }, '"banner.close" must be a string'],
    [{ contactCard: { hello: 'Hallo {fristName}!' } }, '{fristName}']
  ])('refuses %j, naming what is wrong', (translation, problem) => {
    expect(translationProblem(en, translation)).toContain(problem)
  })

  it('may leave entries out and drop a placeholder it has no use for', () => {
    expect(translationProblem(en, { contactCard: { hello: 'Welcome!' } })).toBeUndefined()
    expect(translationProblem(en, {})).toBeUndefined()
  })
})

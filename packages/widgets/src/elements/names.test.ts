// Two copies of the kit on one page are two module instances: `vi.resetModules()` and a fresh
// import of define.ts and suffixes.ts (with names.ts under them) is a second copy, with the
// version its version.ts says.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { defineCrewElement } from './define.ts'
import { suffixOf, suffixOption } from './suffix.ts'
import type { addSuffix } from './suffixes.ts'

interface Copy {
  defineCrewElement: typeof defineCrewElement
  addSuffix: typeof addSuffix
}

const BARE = Symbol.for('crew-portal.widgets')
const SUFFIXES = Symbol.for('crew-portal.widgets.suffixes')
const page = globalThis as Record<symbol, unknown>

/** A copy of the kit of `version`, sharing the page (globalThis, customElements) with the others. */
async function copyOfTheKit(version: string): Promise<Copy> {
  vi.resetModules()
  vi.doMock('./version.ts', () => ({ KIT_VERSION: version }))
  try {
    const [{ defineCrewElement }, { addSuffix }] = await Promise.all([import('./define.ts'), import('./suffixes.ts')])
    return { defineCrewElement, addSuffix }
  } finally {
    vi.doUnmock('./version.ts')
  }
}

/** Copies of the kit of these versions, loaded one after the other in this order. */
async function copiesOfTheKit<Versions extends string[]>(
  ...versions: Versions
): Promise<{ [K in keyof Versions]: Copy }> {
  const copies: Copy[] = []
  for (const version of versions) copies.push(await copyOfTheKit(version))
  return copies as { [K in keyof Versions]: Copy }
}

/** The kit's console warnings, kept out of the test output and counted. */
const caughtWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined)

let counter = 0
/** A class and a bare name no other test used (a name cannot be defined twice in a document). */
function element(): { tag: string; Element: CustomElementConstructor } {
  counter += 1
  return { tag: `crew-test-names-${counter}`, Element: class extends HTMLElement {} }
}

afterEach(() => {
  Reflect.deleteProperty(page, BARE)
  Reflect.deleteProperty(page, SUFFIXES)
  vi.restoreAllMocks()
})

describe('a suffix', () => {
  it.each(['v3', '3', 'team-b', 'v3-1', 'a'.repeat(32)])('takes %j', (suffix) => {
    expect(suffixOption('defineCrewElements', suffix)).toBe(suffix)
  })

  it.each(['V3', 'v 3', ' v3', '<script>', '', '-v3', 'v3-', 'v--3', 'v_3', 'v.3', 'vé', 'a'.repeat(33), 'v3\n'])(
    'refuses %j with a TypeError naming it',
    (suffix) => {
      expect(() => suffixOption('defineCrewElements', suffix)).toThrow(TypeError)
      expect(() => suffixOption('defineCrewElements', suffix)).toThrow(
        `defineCrewElements: suffix ${JSON.stringify(suffix)} is not a custom-element name part`
      )
    }
  )

  it.each([undefined, null, 3, {}, ['v3']])('refuses %j, which is no string', (suffix) => {
    expect(() => suffixOption('defineCrewElements', suffix)).toThrow(/defineCrewElements: suffix must be a string/)
  })

  it('comes in an object that has nothing else', () => {
    expect(suffixOf('defineCrewElements', { suffix: 'v3' })).toBe('v3')
    expect(() => suffixOf('defineCrewElements', 'v3')).toThrow(/takes an object of options/)
    expect(() => suffixOf('defineCrewElements', null)).toThrow(TypeError)
    expect(() => suffixOf('defineCrewElements', {})).toThrow(/needs a suffix/)
    expect(() => suffixOf('defineCrewElements', { suffix: 'v3', prefix: 'x' })).toThrow(
      /has no option "prefix" \(it takes: suffix\)/
    )
    expect(() => suffixOf('crewComponents', { suffix: 'V3' })).toThrow(/^crewComponents: suffix "V3"/)
  })
})

describe('the names a copy of the kit defines', () => {
  it('bare, by the first copy; a second copy warns once, naming both versions, and defines nothing (a true duplicate)', async () => {
    const warn = caughtWarnings()
    const [first, second] = await copiesOfTheKit('0.2.0', '3.0.0')
    const a = element()
    const b = element()
    first.defineCrewElement(a.tag, a.Element)
    second.defineCrewElement(b.tag, b.Element)
    second.defineCrewElement(a.tag, class extends HTMLElement {})
    expect(customElements.get(a.tag)).toBe(a.Element)
    expect(customElements.get(b.tag)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /a second copy of the kit \(version 3\.0\.0\) was loaded on a page that already has version 0\.2\.0\. The first copy/
    )
    expect(warn.mock.calls[0]?.[0]).toContain('defineCrewElements({ suffix })')
  })

  it('with a suffix, a second copy defines every element under it (those loaded before, and after), never bare, and without a warning', async () => {
    const warn = caughtWarnings()
    const [first, second] = await copiesOfTheKit('0.2.0', '3.0.0')
    const early = element()
    const late = element()
    for (const { tag, Element } of [early, late]) first.defineCrewElement(tag, Element)
    const earlyOfSecond = class extends HTMLElement {}
    const lateOfSecond = class extends HTMLElement {}
    expect(second.addSuffix('v3')).toBe(true)
    // A file of the second copy that was already loaded, then one that loads after the suffix.
    second.defineCrewElement(early.tag, earlyOfSecond)
    second.defineCrewElement(late.tag, lateOfSecond)
    expect(customElements.get(early.tag)).toBe(early.Element)
    expect(customElements.get(late.tag)).toBe(late.Element)
    expect(Object.getPrototypeOf(customElements.get(`${early.tag}-v3`))).toBe(earlyOfSecond)
    expect(Object.getPrototypeOf(customElements.get(`${late.tag}-v3`))).toBe(lateOfSecond)
    expect(warn).not.toHaveBeenCalled()
  })

  it('a suffix given after some elements loaded defines those under it too, and a second suffix adds names', async () => {
    const copy = await copyOfTheKit('3.0.0')
    const loaded = element()
    copy.defineCrewElement(loaded.tag, loaded.Element)
    expect(customElements.get(loaded.tag)).toBe(loaded.Element)
    expect(copy.addSuffix('v3')).toBe(true)
    expect(copy.addSuffix('v3')).toBe(true)
    expect(copy.addSuffix('team-b')).toBe(true)
    expect(customElements.get(`${loaded.tag}-v3`)).toBeDefined()
    expect(customElements.get(`${loaded.tag}-team-b`)).toBeDefined()
    const later = element()
    copy.defineCrewElement(later.tag, later.Element)
    expect(customElements.get(later.tag)).toBeUndefined()
    expect(customElements.get(`${later.tag}-v3`)).toBeDefined()
    expect(customElements.get(`${later.tag}-team-b`)).toBeDefined()
  })

  it('a suffix another copy took is refused: one warning naming both versions, nothing defined', async () => {
    const warn = caughtWarnings()
    const [first, second, third] = await copiesOfTheKit('3.0.0', '3.1.0', '3.2.0')
    expect(first.addSuffix('v3')).toBe(true)
    expect(second.addSuffix('v3')).toBe(false)
    expect(third.addSuffix('v3')).toBe(false)
    const mine = element()
    second.defineCrewElement(mine.tag, mine.Element)
    expect(customElements.get(`${mine.tag}-v3`)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /version 3\.1\.0\) was loaded on a page that already has version 3\.0\.0 for the suffix "v3"/
    )
  })

  it('a name the page defined itself stays the page’s, with a warning', async () => {
    const warn = caughtWarnings()
    const copy = await copyOfTheKit('3.0.0')
    const taken = element()
    const pages = class extends HTMLElement {}
    customElements.define(`${taken.tag}-v3`, pages)
    copy.addSuffix('v3')
    copy.defineCrewElement(taken.tag, taken.Element)
    expect(customElements.get(`${taken.tag}-v3`)).toBe(pages)
    expect(warn.mock.calls[0]?.[0]).toContain(`<${taken.tag}-v3> is already defined by the page`)
  })

  it('agrees with a copy of 0.2.0, which only knows the bare names’ owner', async () => {
    const warn = caughtWarnings()
    // What 0.2.0's define.ts leaves on the page when it loads first.
    page[BARE] = { version: '0.2.0', copy: {}, warned: false }
    const copy = await copyOfTheKit('3.0.0')
    expect(copy.addSuffix('v3')).toBe(true)
    const mine = element()
    copy.defineCrewElement(mine.tag, mine.Element)
    expect(customElements.get(`${mine.tag}-v3`)).toBeDefined()
    expect(warn).not.toHaveBeenCalled()
    expect(page[BARE]).toEqual({ version: '0.2.0', copy: {}, warned: false })
  })
})

import { describe, expect, it } from 'vitest'
import { endsCode, pastedCode } from './entry.ts'

const key = (key: string, modifiers: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  ...modifiers
})

describe('a code typed into the gate (R-GATE-1)', () => {
  it('ends at Enter: a person, or a scanner whose CR or LF suffix comes as the Enter key', () => {
    expect(endsCode(key('Enter'))).toBe(true)
    expect(endsCode(key('Enter', { ctrlKey: true }))).toBe(true)
  })

  it("ends at a scanner's CR or LF sent as control characters (Ctrl+M, Ctrl+J)", () => {
    for (const letter of ['m', 'M', 'j', 'J']) expect(endsCode(key(letter, { ctrlKey: true }))).toBe(true)
  })

  it('goes on at any character of a code, and at the letters m and j typed plainly', () => {
    for (const character of ['C', 'P', '2', '.', '-', '_', 'm', 'j', 'M', 'J', ' ', 'Tab', 'Shift'])
      expect(endsCode(key(character))).toBe(false)
  })

  it('does not end while an input method composes, nor with Alt or Meta held (shortcuts, not a suffix)', () => {
    expect(endsCode({ key: 'Enter', ctrlKey: false, isComposing: true })).toBe(false)
    expect(endsCode(key('Enter', { altKey: true }))).toBe(false)
    expect(endsCode(key('j', { ctrlKey: true, metaKey: true }))).toBe(false)
  })
})

describe('a code pasted into the gate (R-GATE-1)', () => {
  it('is checked at once when a line break follows it: LF, CR or CR LF', () => {
    for (const suffix of ['\n', '\r', '\r\n'])
      expect(pastedCode(`CP2.abc.def${suffix}`)).toEqual({ code: 'CP2.abc.def', ends: true })
  })

  it('waits for Enter when no line break follows it', () => {
    expect(pastedCode('CP2.abc.def')).toEqual({ code: 'CP2.abc.def', ends: false })
  })

  it('leaves out blank lines and spaces before the code, and whatever follows its line', () => {
    expect(pastedCode('\r\n  CP2.abc.def \nsecond line')).toEqual({ code: 'CP2.abc.def', ends: true })
    expect(pastedCode('\n\n')).toEqual({ code: '', ends: false })
  })
})

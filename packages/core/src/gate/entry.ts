// How a code arrives in the gate's Code field (R-GATE-1): typed by a person, typed by a door scanner
// in keyboard mode (every character, then its CR or LF suffix), or pasted.

/** A key press as the field sees it: the parts of a KeyboardEvent that say what was pressed. */
export interface CodeKey {
  key: string
  ctrlKey: boolean
  altKey?: boolean
  metaKey?: boolean
  /** Still composing with an input method: its Enter confirms the composition, not the code. */
  isComposing?: boolean
}

/**
 * Whether a key press ends the code and asks for its verdict: Enter (a person, or a scanner whose
 * suffix is CR or LF sent as the Enter key), or Ctrl+M / Ctrl+J (CR and LF as a scanner sends them
 * in its control-character mode).
 */
export function endsCode({ key, ctrlKey, altKey = false, metaKey = false, isComposing = false }: CodeKey): boolean {
  if (isComposing || altKey || metaKey) return false
  if (key === 'Enter') return true
  return ctrlKey && (key === 'm' || key === 'M' || key === 'j' || key === 'J')
}

/** Text pasted into the field: the code it holds, and whether a line break after it ends the entry. */
export interface PastedCode {
  code: string
  /** The pasted text had a line break after the code (a CR or LF suffix): it is checked at once. */
  ends: boolean
}

/**
 * What a paste puts in the field: the text up to its first line break, leading blank lines and spaces
 * left out. A code pasted with a trailing newline is checked as if Enter followed it; text after that
 * line break is not part of the code.
 */
export function pastedCode(text: string): PastedCode {
  const start = text.replace(/^\s+/, '')
  const lineBreak = start.search(/[\r\n]/)
  return lineBreak === -1 ? { code: start, ends: false } : { code: start.slice(0, lineBreak).trim(), ends: true }
}

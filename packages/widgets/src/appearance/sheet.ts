// The one stylesheet that carries the partner's appearance: adopted by every element's shadow root
// (elements/define.ts), its text replaced on each update, so elements on screen follow at once.
let sheet: CSSStyleSheet | undefined

/** The kit's appearance sheet, shared by every element: made on first use, empty until an appearance is set. */
export function crewAppearanceSheet(): CSSStyleSheet {
  sheet ??= new CSSStyleSheet()
  return sheet
}

// Applies a checked appearance to the shared sheet; `auto` follows the device's colour scheme
// while it is the chosen one, and stops following when another appearance replaces it.
import { appearanceCss, type CheckedAppearance } from './appearance.ts'
import { crewAppearanceSheet } from './sheet.ts'

const DARK_QUERY = '(prefers-color-scheme: dark)'

let stopFollowing: (() => void) | undefined

/** Replaces the kit's appearance (undefined: back to the stylesheets' own look). */
export function applyCrewAppearance(appearance: CheckedAppearance | undefined): void {
  stopFollowing?.()
  stopFollowing = undefined
  const render = (dark: boolean) => crewAppearanceSheet().replaceSync(appearanceCss(appearance, dark))
  if (appearance?.scheme !== 'auto' || typeof matchMedia !== 'function') {
    render(appearance?.scheme === 'dark')
    return
  }
  const query = matchMedia(DARK_QUERY)
  const follow = () => render(query.matches)
  query.addEventListener('change', follow)
  stopFollowing = () => query.removeEventListener('change', follow)
  follow()
}

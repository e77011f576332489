// Gives this copy of the kit a suffix (crew-define.js's defineCrewElements): the first copy that
// asks for a suffix owns it on the page; another that asks warns once, naming both versions.
import { classes, defineAs, KIT_VERSION, suffixes, thisCopy, type Owner } from './names.ts'

/** Who owns each suffix, by suffix. */
const SUFFIXES = Symbol.for('crew-portal.widgets.suffixes')

/** Whether this copy owns `suffix`, taking it if no copy has. */
function ownsSuffix(suffix: string): boolean {
  const page = globalThis as typeof globalThis & { [SUFFIXES]?: Record<string, Owner> }
  const owners = (page[SUFFIXES] ??= Object.create(null) as Record<string, Owner>)
  const owner = (owners[suffix] ??= { version: KIT_VERSION, copy: thisCopy, warned: false })
  if (owner.copy === thisCopy) return true
  if (!owner.warned) {
    owner.warned = true
    console.warn(
      `Crew Portal widgets: a second copy of the kit (version ${KIT_VERSION}) was loaded on a page that already has version ${owner.version} for the suffix "${suffix}". ` +
        'The first copy keeps its names; give each copy a suffix of its own.'
    )
  }
  return false
}

/**
 * Gives this copy `suffix` (a checked one): every element it has loaded is defined under it now,
 * every element it loads later under it (and its other suffixes) only. Returns false, having
 * defined nothing, when another copy owns the suffix.
 */
export function addSuffix(suffix: string): boolean {
  if (suffixes.has(suffix)) return true
  if (!ownsSuffix(suffix)) return false
  suffixes.add(suffix)
  for (const [tag, element] of classes) defineAs(`${tag}-${suffix}`, element, suffix)
  return true
}

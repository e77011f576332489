// The snapshot's names (docs/snapshot.md), apart from its format: boot needs these, and none of
// the format's lists.

/** The session-storage key (the core's signIn removes it too: another account may come back). */
export const SNAPSHOT_KEY = 'crew-portal:snapshot'

/** The element the paint puts the view in, beside the app's root (hidden until the app shows its page). */
export const SNAPSHOT_CLASS = 'snapshot'

/** On the app's root: `painted`, or why a stored view was dropped. Boot reports a drop. */
export const SNAPSHOT_STATE = 'data-snapshot'

/** A page's element: its `aria-busy` says it is loading, unless `data-refreshing` says it shows an answer. */
export const PAGE_SELECTOR = '.page'

/** Marks the style sheets a paint adopts on the document, which the app's own replace at the hand-over. */
export const SNAPSHOT_SHEET = Symbol.for('crew-portal:snapshot-sheet')

/**
 * What of the layout is still to render (Layout.tsx marks the side nav so until its element, defined
 * after the first card, has rendered): the painted view keeps standing in for it meanwhile.
 */
export const LAYOUT_PENDING_SELECTOR = '.app__side-nav--pending'

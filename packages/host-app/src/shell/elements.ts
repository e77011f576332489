// The custom elements of the layout. The side nav and the user menu are on screen from the first
// render, so they are defined with the app's own code. The banner and the contact card show only
// once something happens (a failed request, a BAT event coming up), so their code, with the contact
// card's date formatting, loads after the first paint; they then read their stores' current state.
import '@crew-portal/widgets/elements/crew-side-nav'
import '@crew-portal/widgets/elements/crew-user-menu'

export function defineLaterElements(): Promise<unknown> {
  return Promise.all([import('@crew-portal/widgets/elements/crew-banner'), import('@crew-portal/widgets/elements/crew-contact-card')])
}

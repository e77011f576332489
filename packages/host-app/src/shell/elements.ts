// The custom elements of the layout. None is in the code the first card waits for: the layout
// renders their tags, boxed by app.css (`:not(:defined)`) as they will be, and defines them after.
// The side nav and the user menu are on screen from the first render, so the layout asks for them as
// it first renders (`defineLayoutElements`); their r2wc wrapper, language code and shadow styles
// then arrive a moment after the first card, and nothing moves when they upgrade. The banner and
// the contact card show only once something happens (a failed request, a BAT event coming up), so
// their code, with the contact card's date formatting, loads after the first paint; they then read
// their stores' current state.

export function defineLayoutElements(): Promise<unknown> {
  return Promise.all([
    import('@crew-portal/widgets/elements/crew-side-nav'),
    import('@crew-portal/widgets/elements/crew-user-menu')
  ])
}

export function defineLaterElements(): Promise<unknown> {
  return Promise.all([
    import('@crew-portal/widgets/elements/crew-banner'),
    import('@crew-portal/widgets/elements/crew-contact-card')
  ])
}

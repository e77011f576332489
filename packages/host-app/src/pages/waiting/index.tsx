/** R-ROUTES-7: a waiting page, shown while something outside the app finishes (such as sign-in). */
function WaitingPage() {
  return (
    <section className="page page--narrow" aria-labelledby="waiting-title" aria-busy="true">
      <h1 id="waiting-title">Please wait</h1>
      <p role="status">We are getting things ready for you…</p>
    </section>
  )
}

export { WaitingPage as Page }

/** R-ROUTES-7: the eula route is an empty placeholder page behind authentication. */
function EulaPage() {
  return (
    <section className="page page--narrow" aria-labelledby="eula-title">
      <h1 id="eula-title">License Agreement</h1>
    </section>
  )
}

export { EulaPage as Page }

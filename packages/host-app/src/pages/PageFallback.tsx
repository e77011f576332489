/** Shown while a page's code loads or while sign-in state is not known yet. */
export function PageFallback() {
  return (
    <div className="page-fallback" role="status" aria-live="polite">
      <span className="page-fallback__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  )
}

import type { ReactNode } from 'react'
import '../theme/tokens.css'
import './LoadingOverlay.css'

export interface LoadingOverlayProps {
  visible: boolean
  /** What assistive technology announces while it shows. */
  label?: string
}

/**
 * The full-screen loading overlay of every page (R-LAYOUT-1, R-LAYOUT-9). It covers the page so a click cannot
 * land on content that is about to change; the spinner stops spinning under reduced motion.
 */
export function LoadingOverlay({ visible, label = 'Loading' }: LoadingOverlayProps): ReactNode {
  if (!visible) return null
  return (
    <div className="crew-loading-overlay" role="progressbar" aria-label={label} aria-busy="true">
      <div className="crew-loading-overlay__spinner" aria-hidden="true" />
      <span className="crew-loading-overlay__label">{label}…</span>
    </div>
  )
}

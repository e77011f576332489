import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '../test/render.tsx'
import { LoadingOverlay } from './LoadingOverlay.tsx'

afterEach(cleanup)

describe('LoadingOverlay', () => {
  it('renders nothing while hidden', () => {
    render(<LoadingOverlay visible={false} />)
    expect(document.querySelector('[role="progressbar"]')).toBeNull()
  })

  it('is a labelled busy progress indicator while visible', () => {
    render(<LoadingOverlay visible label="Signing out" />)
    const overlay = document.querySelector('[role="progressbar"]')!
    expect(overlay.getAttribute('aria-label')).toBe('Signing out')
    expect(overlay.getAttribute('aria-busy')).toBe('true')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, render } from '../test/render.tsx'
import { NoInternetDialog } from './NoInternetDialog.tsx'

afterEach(cleanup)

describe('NoInternetDialog', () => {
  it('is a small dialog titled No Internet Connection', () => {
    render(<NoInternetDialog open onRetry={() => {}} onClose={() => {}} />)
    const dialog = document.querySelector('dialog')!
    expect(dialog.dataset.size).toBe('small')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('No Internet Connection')
  })

  it('calls onRetry from TRY AGAIN', () => {
    const onRetry = vi.fn()
    render(<NoInternetDialog open onRetry={onRetry} onClose={() => {}} />)
    click(button('TRY AGAIN'))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})

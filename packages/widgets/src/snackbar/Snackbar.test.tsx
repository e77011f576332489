import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { button, cleanup, click, render } from '../test/render.tsx'
import { SNACKBAR_DURATION_MS, dismissNotice, enqueueNotice, type SnackbarNotice } from './queue.ts'
import { Snackbar } from './Snackbar.tsx'
import { useSnackbarQueue, type SnackbarQueue } from './useSnackbarQueue.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const first: SnackbarNotice = { id: 'a', message: 'Saved' }
const second: SnackbarNotice = { id: 'b', message: 'Sent' }

function advance(ms: number): void {
  act(() => vi.advanceTimersByTime(ms))
}

function region(): HTMLElement {
  return document.querySelector('[role="status"]')!
}

describe('snackbar queue', () => {
  it('keeps order and ignores a notice already queued', () => {
    const queue = enqueueNotice(enqueueNotice(enqueueNotice([], first), second), first)
    expect(queue.map((notice) => notice.id)).toEqual(['a', 'b'])
    expect(dismissNotice(queue, 'a')).toEqual([second])
  })
})

describe('Snackbar', () => {
  it('lasts 4000 ms (R-LAYOUT-7)', () => {
    expect(SNACKBAR_DURATION_MS).toBe(4000)
    const onDismiss = vi.fn()
    render(<Snackbar notices={[first]} onDismiss={onDismiss} />)
    advance(3999)
    expect(onDismiss).not.toHaveBeenCalled()
    advance(1)
    expect(onDismiss).toHaveBeenCalledWith('a')
  })

  it('keeps an empty polite live region in the page so the first notice is announced', () => {
    render(<Snackbar notices={[]} onDismiss={() => {}} />)
    expect(region().getAttribute('aria-live')).toBe('polite')
    expect(region().textContent).toBe('')
  })

  it('shows one notice at a time, oldest first, and the next after it goes', () => {
    function Host({ queueRef }: { queueRef: { current?: SnackbarQueue } }) {
      const queue = useSnackbarQueue()
      queueRef.current = queue
      return <Snackbar notices={queue.notices} onDismiss={queue.dismiss} />
    }
    const queueRef: { current?: SnackbarQueue } = {}
    render(<Host queueRef={queueRef} />)
    act(() => {
      queueRef.current!.show('Saved')
      queueRef.current!.show('Sent')
    })
    expect(region().textContent).toBe('Saved')
    advance(SNACKBAR_DURATION_MS)
    expect(region().textContent).toBe('Sent')
    advance(SNACKBAR_DURATION_MS)
    expect(region().textContent).toBe('')
  })

  it('does not restart the timer when the host re-renders with a new callback', () => {
    const onDismiss = vi.fn()
    const view = render(<Snackbar notices={[first]} onDismiss={() => onDismiss('old')} />)
    advance(3000)
    view.rerender(<Snackbar notices={[first]} onDismiss={(id) => onDismiss(id)} />)
    advance(1000)
    expect(onDismiss).toHaveBeenCalledWith('a')
  })

  it('dismisses from its button', () => {
    const onDismiss = vi.fn()
    render(<Snackbar notices={[first]} onDismiss={onDismiss} />)
    click(button('Dismiss'))
    expect(onDismiss).toHaveBeenCalledWith('a')
  })

  it('offers an action, which runs and dismisses the notice', () => {
    const onDismiss = vi.fn()
    const onAction = vi.fn()
    render(
      <Snackbar
        notices={[{ id: 'update', message: 'A new version is available', action: { label: 'Reload', onAction } }]}
        onDismiss={onDismiss}
      />
    )
    click(button('Reload'))
    expect(onAction).toHaveBeenCalledTimes(1)
    expect(onDismiss).toHaveBeenCalledWith('update')
  })

  it('pauses while the pointer is on it', () => {
    const onDismiss = vi.fn()
    render(<Snackbar notices={[first]} onDismiss={onDismiss} />)
    const notice = document.querySelector('.crew-snackbar')!
    act(() => {
      notice.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }))
    })
    advance(10_000)
    expect(onDismiss).not.toHaveBeenCalled()
    act(() => {
      notice.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }))
    })
    advance(SNACKBAR_DURATION_MS)
    expect(onDismiss).toHaveBeenCalledWith('a')
  })
})

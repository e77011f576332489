import { $offlineCopies } from '@crew-portal/core'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '../../test/render.tsx'
import { OfflineCopyMark } from './OfflineCopyMark.tsx'

const FCOM = 'https://localhost:4282/files/doc-a320-fcom.pdf?v=54'

afterEach(() => {
  cleanup()
  $offlineCopies.set([])
})

describe('OfflineCopyMark', () => {
  it('says "Available offline" while the worker holds that very file, and nothing otherwise', () => {
    const { container } = render(<OfflineCopyMark url={FCOM} />)
    expect(container.textContent).toBe('')
    act(() => $offlineCopies.set([FCOM.replace('?v=54', '?v=53')]))
    expect(container.textContent).toBe('')
    act(() => $offlineCopies.set([FCOM]))
    expect(container.textContent).toBe('Available offline')
    // The icon is decoration: a screen reader hears the words alone.
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    act(() => $offlineCopies.set([]))
    expect(container.textContent).toBe('')
  })
})

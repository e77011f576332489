import { afterEach, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, render } from '../test/render.tsx'
import { FooterActions } from './FooterActions.tsx'

afterEach(cleanup)

describe('FooterActions', () => {
  it('offers Satisfaction Survey and Help, each calling its own callback', () => {
    const onSurvey = vi.fn()
    const onHelp = vi.fn()
    render(<FooterActions onSurvey={onSurvey} onHelp={onHelp} />)
    click(button('Satisfaction Survey'))
    expect(onSurvey).toHaveBeenCalledOnce()
    expect(onHelp).not.toHaveBeenCalled()
    click(button('Help'))
    expect(onHelp).toHaveBeenCalledOnce()
  })

  it('keeps both names when compact (icons only)', () => {
    render(<FooterActions compact onSurvey={() => {}} onHelp={() => {}} />)
    expect(button('Satisfaction Survey').textContent).toBe('')
    expect(button('Help')).toBeDefined()
  })
})

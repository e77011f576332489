import { afterEach, describe, expect, it, vi } from 'vitest'
// The elements, defined up front: the loader the wrappers import then finds them already loaded.
import '../entries/crew-access-pass.ts'
import '../entries/crew-banner.ts'
import '../entries/crew-contact-card.ts'
import '../entries/crew-side-nav.ts'
import '../entries/crew-user-menu.ts'
import manifest from '../../custom-elements.json'
import { cleanup, render } from '../test/render.tsx'
import { examplePassData } from '../test/fixtures.ts'
import { CrewAccessPass, CrewContactCard, CrewSideNav, eventOf } from './index.ts'
import source from './index.ts?raw'

afterEach(cleanup)

const pass = examplePassData

describe('the React wrappers', () => {
  it('set rich data as a property, never as "[object Object]"', async () => {
    const { container } = render(<CrewAccessPass pass={pass} className="door-pass" />)
    const element = container.querySelector('crew-access-pass') as unknown as HTMLElement & {
      pass?: unknown
      updateComplete: Promise<boolean>
    }
    expect(element.pass).toEqual(pass)
    expect(element.getAttribute('pass')).toBeNull()
    expect(element.className).toBe('door-pass')
    await element.updateComplete
    expect(element.shadowRoot?.textContent).toContain('Alex Morgan')
  })

  it('hand crew-… events to the onCrew… props, the latest handler each time', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const view = render(<CrewSideNav onCrewNavigate={first} />)
    const element = view.container.querySelector('crew-side-nav') as HTMLElement
    element.dispatchEvent(new CustomEvent('crew-navigate', { detail: { item: 'training', href: './training' } }))
    expect(first).toHaveBeenCalledTimes(1)
    view.rerender(<CrewSideNav onCrewNavigate={second} />)
    element.dispatchEvent(new CustomEvent('crew-navigate', { detail: { item: 'library', href: './library' } }))
    expect(second.mock.calls[0]?.[0].detail).toEqual({ item: 'library', href: './library' })
    expect(first).toHaveBeenCalledTimes(1)
  })

  it('give lang and dir to the element as attributes, and take them away again', async () => {
    const view = render(<CrewAccessPass pass={pass} lang="de" dir="rtl" />)
    const element = view.container.querySelector('crew-access-pass') as unknown as HTMLElement & {
      updateComplete: Promise<boolean>
    }
    expect([element.getAttribute('lang'), element.getAttribute('dir')]).toEqual(['de', 'rtl'])
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('.title')?.textContent).toBe('Zutrittsausweis'))
    view.rerender(<CrewAccessPass pass={pass} />)
    expect([element.getAttribute('lang'), element.getAttribute('dir')]).toEqual([null, null])
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('.title')?.textContent).toBe('Access Pass'))
  })

  it('forward their ref to the element', () => {
    let element: HTMLElement | null = null
    render(<CrewContactCard ref={(node) => void (element = node)} open={false} />)
    expect(element).toBeInstanceOf(HTMLElement)
    expect((element as unknown as HTMLElement).localName).toBe('crew-contact-card')
  })

  it('listen to every event the manifest lists for the element', () => {
    for (const module of manifest.modules) {
      for (const declaration of module.declarations as Array<{
        customElement?: boolean
        tagName?: string
        events?: Array<{ name: string }>
      }>) {
        if (!declaration.customElement) continue
        const listed = new RegExp(`'${declaration.tagName}': \\[([^\\]]*)\\]`).exec(source)?.[1] ?? ''
        expect(
          listed.match(/'crew-[a-z-]+'/g)?.map((name) => name.slice(1, -1)),
          declaration.tagName
        ).toEqual(declaration.events?.map((event) => event.name))
      }
    }
  })

  it('name each event from its handler prop', () => {
    expect(eventOf('onCrewContextChange')).toBe('crew-context-change')
    expect(eventOf('onCrewClose')).toBe('crew-close')
    expect(eventOf('onClick')).toBeUndefined()
  })
})

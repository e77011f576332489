import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render } from '../test/render.tsx'
import { examplePassData } from '../test/fixtures.ts'
import { crewComponents } from './index.ts'

afterEach(cleanup)

describe('crewComponents, the React wrappers of a second version', () => {
  it('refuses a bad option at once, with a TypeError naming it', () => {
    expect(() => crewComponents({ suffix: 'V3' })).toThrow(
      /^crewComponents: suffix "V3" is not a custom-element name part/
    )
    expect(() => crewComponents({ suffix: '<script>' })).toThrow(TypeError)
    expect(() => crewComponents({ suffix: 'v3', tag: 'x' } as never)).toThrow(/crewComponents has no option "tag"/)
    expect(() => crewComponents(undefined as never)).toThrow(/crewComponents takes an object of options/)
  })

  it('render the suffixed elements, which this copy defines, with rich data as properties and events in onCrew… props', async () => {
    const { CrewAccessPass, CrewBanner } = crewComponents({ suffix: 'v3' })
    const closed = vi.fn()
    const { container } = render(
      <>
        <CrewAccessPass pass={examplePassData} />
        <CrewBanner message="Down for maintenance" onCrewClose={closed} />
      </>
    )
    const pass = container.querySelector('crew-access-pass-v3') as HTMLElement & {
      pass?: unknown
      updateComplete: Promise<boolean>
    }
    expect(pass.pass).toEqual(examplePassData)
    await customElements.whenDefined('crew-access-pass-v3')
    await pass.updateComplete
    expect(pass.shadowRoot?.textContent).toContain('Alex Morgan')
    expect(customElements.get('crew-access-pass')).toBeUndefined()
    const banner = container.querySelector('crew-banner-v3') as HTMLElement
    banner.dispatchEvent(
      new CustomEvent('crew-close', { detail: { kind: 'critical', message: 'Down for maintenance' } })
    )
    expect(closed).toHaveBeenCalledTimes(1)
    expect(CrewAccessPass.displayName).toBe('crew-access-pass-v3')
  })
})

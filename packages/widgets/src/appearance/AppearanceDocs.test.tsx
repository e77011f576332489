import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { appearanceVariables } from './appearance.ts'
import { AppearancePlayground, AppearanceTable, darkDefault } from './AppearanceDocs.tsx'
import { darkTokens } from './dark.ts'
import { crewAppearanceSheet } from './sheet.ts'

// The docs page "Tokens and appearance" is generated from appearanceVariables: a row per variable
// with the table's own range and default, and a preview that goes through the kit's own update.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
let container: HTMLElement

function render(node: React.ReactNode): HTMLElement {
  container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  act(() => root?.render(node))
  return container
}

afterEach(() => {
  act(() => root?.unmount())
  container.remove()
})

const sheetText = () => [...crewAppearanceSheet().cssRules].map((rule) => rule.cssText).join('\n')

describe('AppearanceTable', () => {
  it('has a row per variable, with the range and the default of its entry', () => {
    const table = render(<AppearanceTable />)
    const rows = [...table.querySelectorAll('tbody tr')]
    expect(rows.map((row) => row.getAttribute('data-variable'))).toEqual(Object.keys(appearanceVariables))
    for (const row of rows) {
      const variable = appearanceVariables[row.getAttribute('data-variable') as keyof typeof appearanceVariables]
      const cells = row.querySelectorAll('td')
      expect(cells[0]?.textContent).toBe(variable.kind === 'color' ? 'a colour (below)' : variable.range)
      expect(cells[1]?.textContent).toContain(String(variable.default))
    }
  })

  it('says the colours’ shared format once, under the table', () => {
    expect(render(<AppearanceTable />).querySelector('table + p')?.textContent).toBe(
      `A colour is ${appearanceVariables.colorText.range.replace(/^a colour: /, '')}.`
    )
  })

  it('shows each colour’s dark default from the dark token set, and the tokens a default sets', () => {
    expect(darkDefault('colorSurface')).toBe(darkTokens['--crew-color-surface'])
    expect(darkDefault('fontSize')).toBeUndefined()
    const row = render(<AppearanceTable />).querySelector('[data-variable="spacingUnit"]')
    expect(row?.textContent).toContain('--crew-space-5: 32px')
    expect(row?.querySelectorAll('td')[1]?.textContent).not.toContain('dark')
  })
})

describe('AppearancePlayground', () => {
  function change(input: HTMLInputElement | HTMLSelectElement, value: string) {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set
    act(() => {
      setter?.call(input, value)
      input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
    })
  }

  it('applies a value in range through updateCrewPortal, and shows the kit’s TypeError for one out of range', () => {
    const page = render(<AppearancePlayground />)
    const field = (name: string) =>
      [...page.querySelectorAll('label')].find((label) => label.textContent === name)?.control as HTMLInputElement
    change(field('fontSize'), '18')
    expect(sheetText()).toContain('--crew-font-size: 18px')
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('')
    change(field('radius'), '30')
    expect(page.querySelector('[role="alert"]')?.textContent).toContain(
      'appearance.radius must be a number of px from 0 to 24 (got 30)'
    )
    expect(sheetText()).toContain('--crew-font-size: 18px')
    change(field('radius'), '4')
    change(field('colorScheme') as unknown as HTMLInputElement, 'dark')
    expect(sheetText()).toContain('--crew-color-surface: #121821')
  })

  it('brings back the kit’s own look when the page is left', () => {
    render(<AppearancePlayground />)
    const input = [...container.querySelectorAll('label')].find((label) => label.textContent === 'radius')
      ?.control as HTMLInputElement
    change(input, '2')
    expect(sheetText()).toContain('--crew-radius: 2px')
    act(() => root?.unmount())
    root = undefined
    expect(sheetText()).toBe('')
  })
})

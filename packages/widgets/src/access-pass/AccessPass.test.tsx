import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '../test/render.tsx'
import { examplePassData } from '../test/fixtures.ts'
import { AccessPass } from './AccessPass.tsx'
import { formatPassInstant } from './format.ts'
import { AccessPassHost } from './host.tsx'
import { exampleAccessPass } from '@crew-portal/core/test'
import { toAccessPass, toAccessPassData } from './pass.ts'
import { qrPath } from './QrCode.tsx'

afterEach(cleanup)

const pass = examplePassData

describe('AccessPass', () => {
  it('shows holder, airline, centre, event, window, status and a QR code of the pass id', () => {
    const { container } = render(<AccessPass pass={pass} status="valid" validFrom={formatPassInstant(pass.validFrom)} validUntil={formatPassInstant(pass.validUntil)} />)
    const text = container.textContent ?? ''
    for (const expected of ['Alex Morgan', 'Blue Crane Air', 'Miami Training Center', 'B737 Recurrent', '27-11-2026 06:00 UTC – 29-11-2026 22:00 UTC', 'Valid', 'AP-2026-0042']) {
      expect(text).toContain(expected)
    }
    const qr = container.querySelector('svg[part="qr"]')
    expect(qr?.getAttribute('aria-label')).toBe('QR code of access pass AP-2026-0042')
    expect(qr?.querySelector('path')?.getAttribute('d')).toBe(qrPath('AP-2026-0042').path)
    expect(container.querySelector('[aria-label="No photo"]')).not.toBeNull()
  })

  it.each([
    ['not-yet-valid', 'Not yet valid'],
    ['expired', 'Expired']
  ] as const)('says %s plainly', (status, label) => {
    const { container } = render(<AccessPass pass={pass} status={status} />)
    expect(container.querySelector('[part~="status"]')?.textContent).toBe(label)
  })

  it('encodes different ids differently', () => {
    expect(qrPath('AP-1').path).not.toBe(qrPath('AP-2').path)
    expect(qrPath('AP-1').size).toBeGreaterThanOrEqual(21 + 8)
  })
})

describe('AccessPassHost (plain data)', () => {
  it('keeps showing the last pass it received when offline, saying since when', () => {
    const view = render(<AccessPassHost pass={pass} updatedAt="2026-11-27T07:15:00Z" />)
    expect(view.container.textContent).toContain('Alex Morgan')
    view.rerender(<AccessPassHost pass={undefined} offline updatedAt="2026-11-27T07:15:00Z" />)
    expect(view.container.textContent).toContain('Alex Morgan')
    expect(view.container.querySelector('[part="offline"]')?.textContent).toBe('You are offline. This pass is as of 27-11-2026 07:15 UTC.')
  })

  it('shows no pass for malformed data, and hostile strings as text', () => {
    const view = render(<AccessPassHost pass={{ ...pass, validFrom: 'yesterday' }} />)
    expect(view.container.textContent).toContain('No access pass is available.')
    const hostile = '<img src=x onerror="alert(1)">'
    view.rerender(<AccessPassHost pass={{ ...pass, holderName: hostile, photo: 'javascript:alert(1)' }} />)
    expect(view.container.querySelector('img')).toBeNull()
    expect(view.container.textContent).toContain(hostile)
  })

  it('reads only complete passes', () => {
    expect(toAccessPass({ ...pass, id: 42 })).toBeUndefined()
    expect(toAccessPass('pass')).toBeUndefined()
    expect(toAccessPass(pass)).toEqual({ ...pass, photo: undefined })
  })

  it("maps the API's pass with the scanner code in the QR code and the photo as a data URL", () => {
    const data = toAccessPassData(exampleAccessPass)
    expect(data).toMatchObject({ id: 'CP1-PASS-1001-7F3A', holderName: 'Alex Morgan', eventName: 'A320 Type Rating', validFrom: exampleAccessPass.validFrom })
    expect(data.photo).toBe(`data:image/jpeg;base64,${exampleAccessPass.photo}`)
    expect(toAccessPassData({ ...exampleAccessPass, photo: null }).photo).toBeUndefined()
  })
})

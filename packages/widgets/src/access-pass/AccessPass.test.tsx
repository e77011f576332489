import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '../test/render.tsx'
import { examplePassData } from '../test/fixtures.ts'
import { AccessPass } from './AccessPass.tsx'
import { formatPassInstant } from './format.ts'
import { AccessPassElementView } from './element-view.tsx'
import { exampleAccessPass } from '@crew-portal/core/test'
import { toAccessPass, toAccessPassData } from './pass.ts'
import { qrPath } from './QrCode.tsx'

afterEach(cleanup)

const pass = examplePassData

describe('AccessPass', () => {
  it('shows holder, airline, centre, event, window, status and, as plain data, a QR code of the pass id for display', () => {
    const { container } = render(
      <AccessPass
        pass={pass}
        status="valid"
        validFrom={formatPassInstant(pass.validFrom)}
        validUntil={formatPassInstant(pass.validUntil)}
      />
    )
    const text = container.textContent ?? ''
    for (const expected of [
      'Alex Morgan',
      'Blue Crane Air',
      'Miami Training Center',
      'B737 Recurrent',
      '27-11-2026 06:00 UTC – 29-11-2026 22:00 UTC',
      'Valid',
      'AP-2026-0042'
    ]) {
      expect(text).toContain(expected)
    }
    const qr = container.querySelector('svg[part="qr"]')
    expect(qr?.getAttribute('aria-label')).toBe('QR code of access pass AP-2026-0042')
    expect(qr?.querySelector('path')?.getAttribute('d')).toBe(qrPath('AP-2026-0042').path)
    expect(container.querySelector('[aria-label="No photo"]')).not.toBeNull()
    expect(container.querySelector('[part="unsigned"]')?.textContent).toBe(
      'For display only: this pass is not signed and does not open the door.'
    )
  })

  it('connected, shows the door code of the window with a mark that runs to the next one, and no display-only words', () => {
    const door = {
      status: 'ready',
      code: 'CP2.e30.e30.sig.1.dev',
      window: 117_998_400,
      windowStart: 1_769_760_000_000,
      windowMs: 15_000,
      signedAt: 1_769_760_004_000
    } as const
    const { container } = render(<AccessPass pass={pass} status="valid" door={door} />)
    const qr = container.querySelector('svg[part="qr"]')
    expect(qr?.getAttribute('aria-label')).toBe('Door code of access pass AP-2026-0042, renewed every 15 seconds')
    expect(qr?.querySelector('path')?.getAttribute('d')).toBe(qrPath(door.code).path)
    const bar = container.querySelector<HTMLElement>('[part="live"] .live__bar')
    expect(bar?.style.getPropertyValue('--_we')).toBe('-4000ms')
    expect(container.querySelector('[part="unsigned"]')).toBeNull()
    expect(container.querySelector('[part="pass-id"]')?.textContent).toBe('AP-2026-0042')
  })

  it.each([
    [{ status: 'preparing' }, 'Preparing the door code…'],
    [{ status: 'unavailable', reason: 'not-prepared' }, 'Open this pass once online to make it ready for the door.'],
    [{ status: 'unavailable', reason: 'other-device' }, 'This pass was made ready on another device.'],
    [{ status: 'unavailable', reason: 'failed' }, 'The door code could not be prepared.']
  ] as const)('connected without a door code (%o), says why and shows no QR code', (door, words) => {
    const { container } = render(<AccessPass pass={pass} status="valid" door={door} />)
    expect(container.querySelector('[part="door-notice"]')?.textContent).toContain(words)
    expect(container.querySelector('svg[part="qr"]')).toBeNull()
  })

  it('connected, shows no code for an expired pass', () => {
    const { container } = render(<AccessPass pass={pass} status="expired" door={{ status: 'none' }} />)
    expect(container.querySelector('svg[part="qr"], [part="door-notice"]')).toBeNull()
  })

  it.each([
    ['not-yet-valid', 'Not yet valid'],
    ['expired', 'Expired']
  ] as const)('says %s plainly', (status, label) => {
    const { container } = render(<AccessPass pass={pass} status={status} />)
    expect(container.querySelector('[part~="status"]')?.textContent).toBe(label)
  })

  it('a pass that could not be refreshed online says so and since when, never "offline", with Try again when it can ask again', () => {
    let asked = 0
    const view = render(
      <AccessPass
        pass={pass}
        status="valid"
        offlineSince="27-11-2026 07:15 UTC"
        offlineBecause="notRefreshed"
        onRetry={() => (asked += 1)}
      />
    )
    const notice = view.container.querySelector('[part="offline"]')
    expect(notice?.textContent).toBe('This pass could not be refreshed. It is as of 27-11-2026 07:15 UTC. Try again')
    expect(notice?.textContent).not.toMatch(/offline/i)
    const retry = view.container.querySelector<HTMLButtonElement>('button[part="retry"]')
    expect(retry?.type).toBe('button')
    retry?.click()
    expect(asked).toBe(1)
    view.rerender(
      <AccessPass pass={pass} status="valid" offlineSince="27-11-2026 07:15 UTC" onRetry={() => undefined} />
    )
    expect(view.container.querySelector('[part="offline"]')?.textContent).toBe(
      'You are offline. This pass is as of 27-11-2026 07:15 UTC.'
    )
    expect(view.container.querySelector('button[part="retry"]')).toBeNull()
  })

  it('encodes different ids differently', () => {
    expect(qrPath('AP-1').path).not.toBe(qrPath('AP-2').path)
    expect(qrPath('AP-1').size).toBeGreaterThanOrEqual(21 + 8)
  })
})

describe('AccessPassElementView (plain data)', () => {
  it('shows what it is given: offline, the pass it has and since when; no pass, none', () => {
    const view = render(<AccessPassElementView pass={pass} offline updatedAt="2026-11-27T07:15:00Z" />)
    expect(view.container.textContent).toContain('Alex Morgan')
    expect(view.container.querySelector('[part="offline"]')?.textContent).toBe(
      'You are offline. This pass is as of 27-11-2026 07:15 UTC.'
    )
    view.rerender(<AccessPassElementView pass={undefined} offline updatedAt="2026-11-27T07:15:00Z" />)
    expect(view.container.textContent).toContain('No access pass is available.')
  })

  it('shows no pass for malformed data, and hostile strings as text', () => {
    const view = render(<AccessPassElementView pass={{ ...pass, validFrom: 'yesterday' }} />)
    expect(view.container.textContent).toContain('No access pass is available.')
    const hostile = '<img src=x onerror="alert(1)">'
    view.rerender(<AccessPassElementView pass={{ ...pass, holderName: hostile, photo: 'javascript:alert(1)' }} />)
    expect(view.container.querySelector('img')).toBeNull()
    expect(view.container.textContent).toContain(hostile)
  })

  it('reads only complete passes', () => {
    expect(toAccessPass({ ...pass, id: 42 })).toBeUndefined()
    expect(toAccessPass('pass')).toBeUndefined()
    expect(toAccessPass(pass)).toEqual({ ...pass, photo: undefined })
  })

  it('refuses a pass id longer than the API’s (100 characters): the QR code could not hold a long one and threw', () => {
    expect(toAccessPass({ ...pass, id: 'P'.repeat(100) })?.id).toBe('P'.repeat(100))
    expect(toAccessPass({ ...pass, id: 'P'.repeat(101) })).toBeUndefined()
    const view = render(<AccessPassElementView pass={{ ...pass, id: 'P'.repeat(100_000) }} />)
    expect(view.container.textContent).toContain('No access pass is available.')
  })

  it("maps the API's pass with its id and the photo as a data URL", () => {
    const data = toAccessPassData(exampleAccessPass)
    expect(data).toMatchObject({
      id: 'PASS-1001',
      holderName: 'Alex Morgan',
      eventName: 'A320 Type Rating',
      validFrom: exampleAccessPass.validFrom
    })
    expect(data.photo).toBe(`data:image/jpeg;base64,${exampleAccessPass.photo}`)
    expect(toAccessPassData({ ...exampleAccessPass, photo: null }).photo).toBeUndefined()
  })
})

describe('QrCode', () => {
  it('draws a whole number of pixels per module, as many as fit', async () => {
    const { qrModulePixels } = await import('./QrCode.tsx')
    expect(qrModulePixels(93, 336)).toBe(3)
    expect(qrModulePixels(29, 288)).toBe(9)
    expect(qrModulePixels(400, 288)).toBe(2)
    const { container } = render(<AccessPass pass={pass} status="valid" />)
    const svg = container.querySelector('svg[part="qr"]')
    const modules = Number(svg?.getAttribute('viewBox')?.split(' ')[2])
    expect(Number(svg?.getAttribute('width')) % modules).toBe(0)
  })
})

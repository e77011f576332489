import {
  configureTestCrewPortal,
  json,
  testDoorPass,
  type TestDevice,
  type TestEnvironment,
  type TestPassIssuer
} from '@crew-portal/core/test'
import { act } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, field, renderPage, submit, textOf, waitFor } from '../../test/render.tsx'
import { Page as GateArea } from './index.tsx'

// The test clock stands at 2026-11-22 09:00 UTC; the test issuer's passes are valid then.
let issuer: TestPassIssuer, device: TestDevice, credential: string
beforeAll(async () => ({ issuer, device, credential } = await testDoorPass()))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The pass's 15 s window now (PASS_WINDOW_SECONDS): the code a phone shows at this moment.
const liveCode = () => device.present(credential, Math.floor(env.now().getTime() / 15_000))

let env: TestEnvironment
function start(keys: () => Response = () => json({ keys: [issuer.key] })): void {
  env = configureTestCrewPortal({
    user: null,
    fetch: (request) =>
      request.url.endsWith('/keys')
        ? keys()
        : request.url.endsWith('/revocations')
          ? json({ asOf: '2026-11-22T08:00:00Z', revoked: [] })
          : json({}, 404)
  })
}

const verdict = () => document.querySelector('[data-testid="gate-verdict"]') as HTMLElement

function paste(text: string): void {
  const area = field('Code') as unknown as HTMLTextAreaElement
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
  act(() => {
    setter?.call(area, text)
    area.dispatchEvent(new Event('input', { bubbles: true }))
  })
  submit(area.form as HTMLFormElement)
}

describe('the gate page', () => {
  it('renders signed out: keys as of their sync, a Scan button and a field labelled Code; no token asked', async () => {
    start()
    renderPage(GateArea, '/gate')
    expect(textOf()).toContain('Door check')
    await waitFor(() => expect(textOf()).toContain('Keys and revocations as of 22-11-2026 09:00 UTC'))
    expect(button('Scan')).toBeDefined()
    expect(field('Code').tagName).toBe('TEXTAREA')
    expect(env.auth.tokenRequests).toBe(0)
    expect(verdict().getAttribute('role')).toBe('status')
  })

  it('says Valid with the holder, centre and validity for a live code, and Refused with the reason for a changed one', async () => {
    start()
    renderPage(GateArea, '/gate')
    await waitFor(() => expect(textOf()).toContain('Keys and revocations as of'))
    const code = await liveCode()
    paste(code)
    await waitFor(() => expect(textOf(verdict())).toContain('Valid'))
    expect(textOf(verdict())).toContain('Alex Morgan')
    expect(textOf(verdict())).toContain('Miami Training Center')
    expect(textOf(verdict())).toContain('20-11-2026 00:00 UTC – 05-12-2026 23:59 UTC')
    expect(verdict().className).toContain('gate-verdict--valid')
    paste(`${code.slice(0, 30)}${code[30] === 'A' ? 'B' : 'A'}${code.slice(31)}`)
    await waitFor(() => expect(textOf(verdict())).toContain('Refused'))
    expect(textOf(verdict())).toContain('altered')
    expect(verdict().className).toContain('gate-verdict--refused')
  })

  it('without keys, says it cannot check until it has been online once', async () => {
    start(() => json({ message: 'down' }, 500))
    renderPage(GateArea, '/gate')
    await waitFor(() => expect(textOf()).toContain('The keys could not be updated (the server had an error)'))
    expect(textOf()).toContain('This gate has no keys yet: connect it to the network once.')
    paste(await liveCode())
    await waitFor(() => expect(textOf(verdict())).toContain('Refused'))
    expect(textOf(verdict())).toContain('connect it to the network once')
  })

  it('says why the camera cannot start, and the Code field still works', async () => {
    start()
    renderPage(GateArea, '/gate')
    click(button('Scan'))
    await waitFor(() => expect(textOf(document.querySelector('[role="alert"]') as HTMLElement)).toMatch(/camera/i))
    expect(button('Scan')).toBeDefined()
  })

  it('checks a code the camera keeps reading once: Valid stays Valid, not "replayed"', async () => {
    start()
    const code = await liveCode()
    const stopped = vi.fn()
    const detect = vi.fn(async () => [{ rawValue: code }])
    vi.stubGlobal(
      'BarcodeDetector',
      Object.assign(
        class {
          detect = detect
        },
        { getSupportedFormats: async () => ['qr_code'] }
      )
    )
    const stream = Object.assign(new MediaStream(), { getTracks: () => [{ stop: stopped }] })
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { mediaDevices: { getUserMedia: async () => stream } })
    )
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    renderPage(GateArea, '/gate')
    await waitFor(() => expect(textOf()).toContain('Keys and revocations as of'))
    click(button('Scan'))
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThanOrEqual(3), 2000)
    expect(textOf(verdict())).toContain('Valid')
    expect(textOf(verdict())).not.toContain('Refused')
    click(button('Stop'))
    expect(stopped).toHaveBeenCalled()
    expect(button('Scan')).toBeDefined()
  })
})

import {
  configureTestCrewPortal,
  json,
  testDoorPass,
  type TestDevice,
  type TestEnvironment,
  type TestPassIssuer
} from '@crew-portal/core/test'
import { GATE_TONES, gateSoundSlice } from '@crew-portal/core'
import { act } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, field, renderPage, submit, textOf, type, waitFor } from '../../test/render.tsx'
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
const told = () => verdict().querySelector('[role="status"]') as HTMLElement

/** Runs `action` (a code checked), then waits until the verdict it brings is on screen, in new nodes. */
async function nextVerdict(action: () => void): Promise<HTMLElement> {
  const before = told().firstElementChild
  action()
  await waitFor(() => expect(told().firstElementChild ?? before).not.toBe(before))
  return told()
}

/** Types a code into the field and presses Check. */
function paste(text: string): void {
  const input = field('Code')
  type(input, text)
  submit(input.form as HTMLFormElement)
}

/** Types a code into the field, then the key a scanner sends after it; true when the key was left to the browser. */
function scan(text: string, suffix: KeyboardEventInit = { key: 'Enter' }): boolean {
  const input = field('Code')
  type(input, text)
  let notPrevented = true
  act(() => {
    notPrevented = input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...suffix }))
  })
  return notPrevented
}

/** Pastes `text` from the clipboard into the field. */
function pasteFromClipboard(text: string): boolean {
  const input = field('Code')
  const event = new Event('paste', { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } })
  let notPrevented = true
  act(() => {
    notPrevented = input.dispatchEvent(event)
  })
  return notPrevented
}

/** A Web Audio stand-in that records the notes it is asked to play. */
function fakeAudio(options: { failing?: boolean } = {}) {
  const played: Array<{ type: string; hz: number }> = []
  const contexts: unknown[] = []
  class FakeAudioContext {
    state = 'suspended'
    currentTime = 0
    destination = {}
    constructor() {
      if (options.failing) throw new DOMException('no audio device', 'NotSupportedError')
      contexts.push(this)
    }
    resume = async () => {
      this.state = 'running'
    }
    close = async () => {
      this.state = 'closed'
    }
    createGain = () => ({
      gain: { setValueAtTime: vi.fn(), linearRampToValueAtTime: vi.fn() },
      connect: (next: unknown) => next
    })
    createOscillator = () => {
      const oscillator = {
        type: 'sine',
        frequency: { setValueAtTime: (hz: number) => played.push({ type: oscillator.type, hz }) },
        connect: (next: unknown) => next,
        start: vi.fn(),
        stop: vi.fn()
      }
      return oscillator
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext)
  return { played, contexts }
}

describe('the gate page', () => {
  it('renders signed out: keys as of their sync, a Scan button and a field labelled Code; no token asked', async () => {
    start()
    renderPage(GateArea, '/gate')
    expect(textOf()).toContain('Door check')
    await waitFor(() => expect(textOf()).toContain('Keys and revocations as of 22-11-2026 09:00 UTC'))
    expect(button('Scan')).toBeDefined()
    // One line: a code has no line breaks, and Enter checks it (R-GATE-1).
    expect(field('Code')).toMatchObject({ tagName: 'INPUT', type: 'text' })
    expect(document.activeElement).toBe(field('Code'))
    expect(env.auth.tokenRequests).toBe(0)
    expect(told().getAttribute('aria-live')).toBe('assertive')
    expect(textOf(told())).toBe('')
    expect(textOf(verdict())).toContain('Scan the pilot’s live door code, or type it below.')
  })

  it('checks a code at Enter, as a door scanner sends it after the code; the field clears and keeps the focus (R-GATE-1, R-GATE-2)', async () => {
    start()
    renderPage(GateArea, '/gate')
    await waitFor(() => expect(textOf()).toContain('Keys and revocations as of'))
    const code = await liveCode()
    expect(scan(code)).toBe(false)
    await waitFor(() => expect(textOf(told())).toContain('Valid'))
    expect(textOf(told())).toContain('Alex Morgan')
    expect(textOf(verdict())).not.toContain('Scan the pilot’s live door code')
    expect(field('Code').value).toBe('')
    expect(document.activeElement).toBe(field('Code'))
    // The next pilot: a scanner whose LF suffix comes as Ctrl+J.
    expect(scan('CP2.not-a-code', { key: 'j', ctrlKey: true })).toBe(false)
    await waitFor(() => expect(textOf(told())).toContain('Refused'))
    expect(textOf(told())).toContain('altered')
    expect(field('Code').value).toBe('')
    expect(document.activeElement).toBe(field('Code'))
  })

  it('checks nothing at Enter in an empty field, and leaves other keys to the field', async () => {
    start()
    renderPage(GateArea, '/gate')
    await waitFor(() => expect(textOf()).toContain('Keys and revocations as of'))
    expect(scan('   ')).toBe(false)
    expect(scan('CP2', { key: 'j' })).toBe(true)
    expect(textOf(told())).toBe('')
  })

  it('checks a pasted code at once when a line break follows it; without one, waits for Enter (R-GATE-1)', async () => {
    start()
    renderPage(GateArea, '/gate')
    await waitFor(() => expect(textOf()).toContain('Keys and revocations as of'))
    expect(pasteFromClipboard('CP2.pasted-without-a-line-break')).toBe(true)
    expect(textOf(told())).toBe('')
    expect(pasteFromClipboard(`${await liveCode()}\r\n`)).toBe(false)
    await waitFor(() => expect(textOf(told())).toContain('Valid'))
    expect(field('Code').value).toBe('')
    expect(document.activeElement).toBe(field('Code'))
  })

  it('shows a verdict for a few seconds, then waits for the next pilot without telling it (R-GATE-2)', async () => {
    start()
    renderPage(GateArea, '/gate')
    await waitFor(() => expect(textOf()).toContain('Keys and revocations as of'))
    const code = await liveCode()
    expect(textOf(await nextVerdict(() => scan(code)))).toContain('Valid')
    expect(textOf(await nextVerdict(() => scan('CP2.changed')))).toContain('Refused')
    // The same words for another code are a new verdict: new nodes, told anew.
    const words = textOf(told())
    expect(textOf(await nextVerdict(() => scan('CP2.changed again')))).toBe(words)
    act(() => env.clock.advance(6_000))
    expect(textOf(told())).toBe('')
    expect(verdict().className).toContain('gate-verdict--waiting')
    expect(textOf(verdict())).toContain('Scan the pilot’s live door code')
  })

  it('sounds the verdict through Web Audio once a key press has woken it, and not once muted; the choice is remembered (R-GATE-3)', async () => {
    const audio = fakeAudio()
    start()
    renderPage(GateArea, '/gate')
    await waitFor(() => expect(textOf()).toContain('Keys and revocations as of'))
    const toggle = button(/Sound/)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    // No context before a gesture: a browser would keep it silent.
    expect(audio.contexts).toHaveLength(0)
    const code = await liveCode()
    expect(textOf(await nextVerdict(() => scan(code)))).toContain('Valid')
    expect(audio.contexts).toHaveLength(1)
    expect(audio.played).toEqual(GATE_TONES.valid.notes.map(({ wave, hz }) => ({ type: wave, hz })))
    await nextVerdict(() => scan('CP2.changed'))
    expect(audio.played.slice(2)).toEqual([{ type: 'square', hz: GATE_TONES.refused.notes[0]?.hz }])
    click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(JSON.parse(env.localStorage.getItem(gateSoundSlice.key) ?? '')).toEqual({ v: 1, data: 'off' })
    expect(textOf(await nextVerdict(() => scan('CP2.changed again')))).toContain('Refused')
    expect(audio.played).toHaveLength(3)
  })

  it('shows the verdict when the browser has no Web Audio, or its audio fails', async () => {
    fakeAudio({ failing: true })
    start()
    renderPage(GateArea, '/gate')
    await waitFor(() => expect(textOf()).toContain('Keys and revocations as of'))
    const code = await liveCode()
    expect(textOf(await nextVerdict(() => scan(code)))).toContain('Valid')
    vi.stubGlobal('AudioContext', undefined)
    expect(textOf(await nextVerdict(() => scan('CP2.changed')))).toContain('Refused')
  })

  it('says Valid with the holder, centre and validity for a live code, and Refused with the reason for a changed one', async () => {
    start()
    renderPage(GateArea, '/gate')
    await waitFor(() => expect(textOf()).toContain('Keys and revocations as of'))
    const code = await liveCode()
    paste(code)
    await waitFor(() => expect(textOf(told())).toContain('Valid'))
    expect(textOf(told())).toContain('Alex Morgan')
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

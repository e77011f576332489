import {
  $gate,
  checkPassCode,
  endsCode,
  listenGateTones,
  pastedCode,
  scanPassCode,
  setGateSound,
  startGate,
  syncGate
} from '@crew-portal/core'
import type { GateView } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState
} from 'react'
import { cameraProblem, startScanner } from './scanner.ts'
import { closeTone, playTone, wakeTone } from './tone.ts'

/** The gestures a browser lets a page start its sound from (Web Audio's autoplay rule). */
const GESTURES = ['keydown', 'pointerdown', 'click'] as const

/**
 * /gate: where whoever guards the training-centre door checks a pilot's door code, with the camera,
 * a door scanner that types, or a pasted code, online or not (docs/access-pass.md). Signed out: it
 * holds no one's account.
 */
export function GatePage() {
  const gate = useStore($gate)
  const soundOn = gate.sound === 'on'
  useEffect(() => startGate(), [])
  useEffect(() => {
    const stop = listenGateTones(playTone)
    return () => {
      stop()
      closeTone()
    }
  }, [])
  // R-GATE-3: the audio may start only from a gesture; a scanner's key presses are gestures too.
  useEffect(() => {
    if (!soundOn) return
    for (const gesture of GESTURES) document.addEventListener(gesture, wakeTone, true)
    return () => {
      for (const gesture of GESTURES) document.removeEventListener(gesture, wakeTone, true)
    }
  }, [soundOn])

  return (
    <div className="gate">
      <header className="gate__bar">
        <span className="gate__brand">Crew Portal</span>
        <span className="gate__role">Training centre</span>
        <SoundToggle on={soundOn} />
      </header>
      <main className="gate__main">
        <h1 className="gate__title">Door check</h1>
        <KeysState gate={gate} />
        <Verdict verdict={gate.verdict} number={gate.verdictNumber} />
        <CodeForm onCheck={(code) => void checkPassCode(code)} />
        <Camera onCode={(code) => void scanPassCode(code)} />
      </main>
    </div>
  )
}

/** Mutes or sounds the verdicts' tones (R-GATE-3); pressed while the gate sounds them. */
function SoundToggle({ on }: { on: boolean }) {
  return (
    <button
      type="button"
      className="gate__sound"
      aria-pressed={on}
      onClick={() => {
        setGateSound(on ? 'off' : 'on')
        if (!on) wakeTone()
      }}
    >
      <SpeakerIcon on={on} />
      Sound
    </button>
  )
}

function KeysState({ gate: { keysState, sync, syncWords } }: { gate: GateView }) {
  return (
    <section className={`gate__keys${keysState.warn ? ' gate__keys--warn' : ''}`} aria-label="Keys">
      <p>{keysState.text}</p>
      <p className="gate__sync" role="status">
        {syncWords}
      </p>
      <button
        type="button"
        className="page-button page-button--secondary"
        onClick={() => void syncGate()}
        disabled={sync.state === 'syncing'}
      >
        Update keys
      </button>
    </section>
  )
}

/** A speaker with sound waves, or crossed out: the toggle's state besides its pressed look. */
function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg className="gate__sound-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path d="M16 9l6 6M22 9l-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  )
}

/** The verdict, large, in colour, with an icon and in words (R-GATE-2); the hint while the gate waits. */
function Verdict({ verdict, number }: { verdict: GateView['verdict']; number: number }) {
  return (
    <section
      className={`gate-verdict gate-verdict--${verdict.outcome}`}
      data-testid="gate-verdict"
      aria-label="Verdict"
    >
      {verdict.outcome === 'waiting' ? (
        <p className="gate-verdict__hint">Scan the pilot’s live door code, or type it below.</p>
      ) : null}
      {/* Always in the page, so a screen reader hears each verdict; the hint is outside it, so the
          return to waiting is not told. Keyed by the verdict's number: the same words twice are told twice. */}
      <div className="gate-verdict__told" role="status" aria-live="assertive" aria-atomic="true">
        {verdict.outcome === 'waiting' ? null : (
          <div key={number} className="gate-verdict__body">
            <p className="gate-verdict__word">
              <span className="gate-verdict__icon" aria-hidden="true">
                {verdict.outcome === 'valid' ? '✓' : '✕'}
              </span>{' '}
              {verdict.word}
            </p>
            {verdict.reason ? <p className="gate-verdict__reason">{verdict.reason}</p> : null}
            {verdict.holder ? (
              <dl className="gate-verdict__holder page-facts">
                <div>
                  <dt>Holder</dt>
                  <dd className="gate-verdict__name">{verdict.holder.name}</dd>
                </div>
                <div>
                  <dt>Training centre</dt>
                  <dd>{verdict.holder.trainingCentre}</dd>
                </div>
                <div>
                  <dt>Period</dt>
                  <dd>{verdict.holder.validity}</dd>
                </div>
                <div>
                  <dt>Pass</dt>
                  <dd>{verdict.holder.passId}</dd>
                </div>
              </dl>
            ) : null}
          </div>
        )}
      </div>
    </section>
  )
}

function Camera({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null)
  const stop = useRef<(() => void) | undefined>(undefined)
  // Counts starts and stops: a camera that comes up after Stop was pressed, or after the page went, is stopped at once.
  const generation = useRef(0)
  const [state, setState] = useState<{ on: boolean; problem?: string }>({ on: false })
  const stopCamera = useCallback(() => {
    generation.current += 1
    stop.current?.()
    stop.current = undefined
  }, [])
  useEffect(() => stopCamera, [stopCamera])

  const startCamera = async () => {
    if (!video.current) return
    const mine = ++generation.current
    setState({ on: true })
    try {
      const started = await startScanner(video.current, onCode)
      if (mine === generation.current) stop.current = started
      else started()
    } catch (error) {
      if (mine === generation.current) setState({ on: false, problem: cameraProblem(error) })
    }
  }

  return (
    <section className="gate__camera" aria-label="Camera">
      <video ref={video} className="gate__video" hidden={!state.on} muted playsInline aria-label="Camera view" />
      {state.problem ? (
        <p className="gate__problem" role="alert">
          {state.problem}
        </p>
      ) : null}
      {state.on ? (
        <button
          type="button"
          className="page-button page-button--secondary"
          onClick={() => {
            stopCamera()
            setState({ on: false })
          }}
        >
          Stop
        </button>
      ) : (
        <button type="button" className="page-button" onClick={() => void startCamera()}>
          Scan
        </button>
      )}
    </section>
  )
}

/**
 * The Code field (R-GATE-1): one line, as a code has no line breaks. Enter, a scanner's CR or LF
 * suffix, or a paste that ends with a line break checks the code; the field then clears and keeps the
 * focus for the next pilot (R-GATE-2). It has the focus from the start, so a door scanner types into it.
 */
function CodeForm({ onCheck }: { onCheck: (code: string) => void }) {
  const id = useId()
  const hintId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  useEffect(() => input.current?.focus(), [])
  // Reads the field itself: a scanner's Enter may come before React has rendered its last character.
  const check = (text: string) => {
    setCode('')
    input.current?.focus()
    if (text.trim() !== '') onCheck(text)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    check(input.current?.value ?? code)
  }
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!endsCode(event.nativeEvent)) return
    event.preventDefault()
    check(event.currentTarget.value)
  }
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = pastedCode(event.clipboardData.getData('text'))
    if (!pasted.ends) return
    event.preventDefault()
    const { value, selectionStart, selectionEnd } = event.currentTarget
    check(`${value.slice(0, selectionStart ?? value.length)}${pasted.code}${value.slice(selectionEnd ?? value.length)}`)
  }
  return (
    <form className="gate__form" onSubmit={submit}>
      <label htmlFor={id}>Code</label>
      <p id={hintId} className="gate__field-hint">
        Type or scan the code; Enter checks it.
      </p>
      <div className="gate__entry">
        <input
          id={id}
          ref={input}
          type="text"
          value={code}
          aria-describedby={hintId}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={keyDown}
          onPaste={paste}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          enterKeyHint="go"
        />
        <button type="submit" className="page-button">
          Check
        </button>
      </div>
    </form>
  )
}

import { $gate, checkPassCode, scanPassCode, startGate, syncGate } from '@crew-portal/core'
import type { GateView } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { cameraProblem, startScanner } from './scanner.ts'

/**
 * /gate: where whoever guards the training-centre door checks a pilot's door code, with the camera
 * or a pasted code, online or not (docs/access-pass.md). Signed out: it holds no one's account.
 */
export function GatePage() {
  const gate = useStore($gate)
  useEffect(() => startGate(), [])

  return (
    <div className="gate">
      <header className="gate__bar">
        <span className="gate__brand">Crew Portal</span>
        <span className="gate__role">Training centre</span>
      </header>
      <main className="gate__main">
        <h1 className="gate__title">Door check</h1>
        <KeysState gate={gate} />
        <Verdict verdict={gate.verdict} />
        <Camera onCode={(code) => void scanPassCode(code)} />
        <CodeForm onCheck={(code) => void checkPassCode(code)} />
      </main>
    </div>
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

function Verdict({ verdict }: { verdict: GateView['verdict'] }) {
  return (
    // Always in the page, so a screen reader hears each verdict as it replaces the last.
    <section
      className={`gate-verdict gate-verdict--${verdict.outcome}`}
      data-testid="gate-verdict"
      role="status"
      aria-live="assertive"
      aria-atomic="true"
    >
      {verdict.outcome === 'waiting' ? (
        <p className="gate-verdict__hint">Scan the pilot’s live door code, or type it below.</p>
      ) : (
        <>
          <p className="gate-verdict__word">
            <span aria-hidden="true">{verdict.outcome === 'valid' ? '✓' : '✕'}</span> {verdict.word}
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
        </>
      )}
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

function CodeForm({ onCheck }: { onCheck: (code: string) => void }) {
  const id = useId()
  const [code, setCode] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim() !== '') onCheck(code)
  }
  return (
    <form className="gate__form" onSubmit={submit}>
      <label htmlFor={id}>Code</label>
      <textarea
        id={id}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        rows={3}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
      />
      <button type="submit" className="page-button">
        Check
      </button>
    </form>
  )
}

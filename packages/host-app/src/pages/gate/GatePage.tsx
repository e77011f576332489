import { $gate, KEYS_STALE_HOURS, REFUSAL_WORDS, checkPassCode, gateInstant, getEnvironment, keysAge, startGate, syncGate } from '@crew-portal/core'
import type { GateCheck, GateView } from '@crew-portal/core'
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

  // The camera reads the same phone many times a second: a code already on screen is not checked again.
  const check = useCallback((code: string) => {
    if (code.trim() === $gate.get().check?.code.trim()) return
    void checkPassCode(code)
  }, [])

  return (
    <div className="gate">
      <header className="gate__bar">
        <span className="gate__brand">Crew Portal</span>
        <span className="gate__role">Door check</span>
      </header>
      <main className="gate__main">
        <h1 className="gate__title">Door check</h1>
        <KeysState gate={gate} />
        <Verdict check={gate.check} />
        <Camera onCode={check} />
        <CodeForm onCheck={(code) => void checkPassCode(code)} />
      </main>
    </div>
  )
}

function KeysState({ gate }: { gate: GateView }) {
  const now = getEnvironment().now()
  const { keys, sync } = gate
  const old = keys ? (now.getTime() - Date.parse(keys.syncedAt)) / 3_600_000 > KEYS_STALE_HOURS : false
  return (
    <section className={`gate__keys${keys && !old ? '' : ' gate__keys--warn'}`} aria-label="Keys">
      <p>
        {keys
          ? `Keys and revocations as of ${gateInstant(keys.syncedAt)} (${keysAge(keys.syncedAt, now)}).`
          : 'This gate has no keys yet: connect it to the network once.'}
        {old ? ' Connect the gate to learn of passes revoked since.' : ''}
      </p>
      <p className="gate__sync" role="status">
        {sync.state === 'syncing' ? 'Updating the keys…' : ''}
        {sync.state === 'failed' ? (sync.reason === 'offline' ? 'Offline: checking with the keys above.' : 'The keys could not be updated: checking with the keys above.') : ''}
      </p>
      <button type="button" className="page-button page-button--secondary" onClick={() => void syncGate()} disabled={sync.state === 'syncing'}>
        Update keys
      </button>
    </section>
  )
}

function Verdict({ check }: { check: GateCheck | undefined }) {
  const outcome = check?.kind === 'verdict' ? (check.verdict.valid ? 'valid' : 'refused') : check ? 'refused' : 'waiting'
  const holder = check?.kind === 'verdict' ? check.verdict.holder : undefined
  return (
    // Always in the page, so a screen reader hears each verdict as it replaces the last.
    <section className={`gate-verdict gate-verdict--${outcome}`} data-testid="gate-verdict" role="status" aria-live="assertive" aria-atomic="true">
      {check === undefined ? (
        <p className="gate-verdict__hint">Scan the pilot’s live door code, or type it below.</p>
      ) : (
        <>
          <p className="gate-verdict__word">
            <span aria-hidden="true">{outcome === 'valid' ? '✓' : '✕'}</span> {outcome === 'valid' ? 'Valid' : 'Refused'}
          </p>
          {check.kind === 'no-keys' ? <p className="gate-verdict__reason">This gate has no keys yet: connect it to the network once.</p> : null}
          {check.kind === 'verdict' && !check.verdict.valid ? <p className="gate-verdict__reason">{REFUSAL_WORDS[check.verdict.reason]}</p> : null}
          {holder ? (
            <dl className="gate-verdict__holder page-facts">
              <div>
                <dt>Holder</dt>
                <dd className="gate-verdict__name">{holder.holderName}</dd>
              </div>
              <div>
                <dt>Training centre</dt>
                <dd>{holder.trainingCentre}</dd>
              </div>
              <div>
                <dt>Valid</dt>
                <dd>
                  {gateInstant(holder.validFrom)} – {gateInstant(holder.validUntil)}
                </dd>
              </div>
              <div>
                <dt>Pass</dt>
                <dd>{holder.passId}</dd>
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
  const [state, setState] = useState<{ on: boolean; problem?: string }>({ on: false })
  const stopCamera = useCallback(() => {
    stop.current?.()
    stop.current = undefined
    setState({ on: false })
  }, [])
  useEffect(() => () => stop.current?.(), [])

  const startCamera = async () => {
    if (!video.current) return
    setState({ on: true })
    try {
      stop.current = await startScanner(video.current, onCode)
    } catch (error) {
      setState({ on: false, problem: cameraProblem(error) })
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
        <button type="button" className="page-button page-button--secondary" onClick={stopCamera}>
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
      <textarea id={id} value={code} onChange={(event) => setCode(event.target.value)} rows={3} spellCheck={false} autoComplete="off" autoCapitalize="off" />
      <button type="submit" className="page-button">
        Check
      </button>
    </form>
  )
}

import { discardOutboxEntry } from '@crew-portal/core'

interface RefusedSaveProps {
  /** The outbox entry's number, for Discard. */
  seq: number
  className: string
  /** What was refused, as the sentence starts: "These settings were not saved". */
  refused: string
  /** The API's words; empty when it gave none. */
  message: string
  /** Said when the API gave no words: "the server refused them." */
  fallback: string
  /** What the pilot can do: "Change them and save again, or discard them." */
  advice: string
  /** The button's words: "Discard these settings". */
  discardLabel: string
}

/**
 * A save the API refused when the outbox sent it (R-OUTBOX-3): the API's words, what to do, and
 * Discard. The input stays in the form beside it, so "change it" is the form itself.
 */
export function RefusedSave({ seq, className, refused, message, fallback, advice, discardLabel }: RefusedSaveProps) {
  return (
    <div className={className} role="alert">
      <p>
        {refused}: {message || fallback} {advice}
      </p>
      <button type="button" className="page-button page-button--secondary" onClick={() => void discardOutboxEntry(seq)}>
        {discardLabel}
      </button>
    </div>
  )
}

// A library document's page and required reading (R-READING-5): whether it asks for "I have read
// and understood" in its current version, and the confirmation itself, through the outbox.
import { atom, computed, onMount } from 'nanostores'
import type { Acknowledgement } from '@crew-portal/contract'
import { wire } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { ApiError } from '../http/errors.ts'
import { $libraryDocument, LIBRARY_DOCUMENT_KEY, libraryWiring } from '../library/store.ts'
import { saveWrite } from '../outbox/save.ts'
import type { PartState } from '../pages/model.ts'
import { loadErrorOf } from '../query/errors.ts'
import { invalidateQueries } from '../query/query.ts'
import { offersAcknowledgement, readingStateOf } from './rules.ts'
import type { ReadingState, RequiredDocument } from './rules.ts'
import {
  $readingRecord,
  $requiredDocuments,
  readingWiring,
  recordAcknowledgement,
  reloadRequiredReading
} from './store.ts'

/** Where the pilot's "I have read and understood" stands: being sent, or why it failed (the API's words for a 404 or 409). */
export type AcknowledgeState = { status: 'idle' } | { status: 'saving' } | { status: 'error'; message: string }

const IDLE: AcknowledgeState = { status: 'idle' }

// Keyed by the document: after a 409 the page shows the newer version, with the API's words above it.
const $acknowledging = atom<{ documentId: string; state: AcknowledgeState } | undefined>(undefined)

export interface DocumentReading {
  /** The events that require the document now, with the version each requires and when it is due. */
  requiredBy: RequiredDocument['events']
  /** Where the document's current version stands for the pilot. */
  status: ReadingState
  /** Whether the page offers "I have read and understood" for this version. */
  offers: boolean
  acknowledge: AcknowledgeState
}

/**
 * The document page's required reading: undefined when none of the pilot's events requires the
 * document (nothing is asked), else the acknowledgements' load, then where the document stands.
 */
export const $libraryDocumentReading = computed(
  [$libraryDocument, $requiredDocuments, $readingRecord, $acknowledging],
  ({ data: document }, required, record, acknowledging): PartState<DocumentReading> | undefined => {
    const requirement = document && required.get(document.id)
    if (!document || !requirement) return undefined
    if (record.status !== 'ready') return record
    const ref = { documentId: document.id, version: document.version }
    return {
      status: 'ready',
      value: {
        requiredBy: requirement.events,
        status: readingStateOf(ref, record.value),
        offers: offersAcknowledgement(ref, required, record.value),
        acknowledge: acknowledging?.documentId === document.id ? acknowledging.state : IDLE
      }
    }
  }
)

export const readingDocumentWiring: Wiring = {
  after: [readingWiring, libraryWiring],
  listen() {
    // A page opened again starts without the last visit's failure.
    onMount($libraryDocumentReading, () => $acknowledging.set(undefined))
  },
  reset: () => $acknowledging.set(undefined)
}

/** A document as the pilot confirms it: its id, the version on screen and its title (for the outbox's words). */
export interface DocumentToAcknowledge {
  id: string
  version: string
  title: string
}

/**
 * "I have read and understood" `document` in its version (R-READING-5): recorded through the outbox,
 * so offline it waits there and counts as read on this device. Returns whether it was recorded or
 * queued; a second call while one is on its way joins nothing and returns false.
 */
export async function acknowledgeDocument(document: DocumentToAcknowledge): Promise<boolean> {
  wire(readingDocumentWiring)
  const current = $acknowledging.get()
  if (current?.documentId === document.id && current.state.status === 'saving') return false
  const set = (state: AcknowledgeState) => $acknowledging.set({ documentId: document.id, state })
  set({ status: 'saving' })
  try {
    const outcome = await saveWrite({
      kind: 'acknowledgement',
      target: { title: document.title },
      body: { documentId: document.id, version: document.version }
    })
    if (outcome.status === 'sent') recordAcknowledgement(outcome.answer satisfies Acknowledgement)
    set(IDLE)
    return true
  } catch (error) {
    const refused = error instanceof ApiError && (error.status === 404 || error.status === 409)
    set({
      status: 'error',
      message: refused && error.serverMessage ? error.serverMessage : loadErrorOf(error).message
    })
    if (refused) {
      reloadRequiredReading()
      invalidateQueries(LIBRARY_DOCUMENT_KEY + document.id)
    }
    return false
  }
}

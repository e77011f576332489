// Required reading's calls (docs/required-reading.md), apart from calls.ts, which the first page
// loads: only a page that shows required reading, and the outbox that sends a confirmation, carry them.
import {
  AcknowledgementListSchema,
  AcknowledgementRequestSchema,
  AcknowledgementSchema,
  READING_ACKNOWLEDGEMENTS_PATH
} from '@crew-portal/contract'
import type { Acknowledgement, AcknowledgementRequest } from '@crew-portal/contract'
import { apiJson } from '../http/api-fetch.ts'
import { initOf, validBody, writeInitOf } from './request.ts'
import type { CallOptions, WriteOptions } from './request.ts'

/** The pilot's acknowledgements of required reading (docs/required-reading.md). */
export async function getAcknowledgements(options?: CallOptions): Promise<Acknowledgement[]> {
  return apiJson(READING_ACKNOWLEDGEMENTS_PATH, AcknowledgementListSchema, initOf(options))
}

/**
 * Records that the pilot read and understood a document's version: the acknowledgement (201 the
 * first time, 200 with the one recorded before). The page that asked speaks for a failure (a 409, a
 * newer version was published, in the API's words), so only an ended session shows more.
 */
export async function postAcknowledgement(
  request: AcknowledgementRequest,
  options?: WriteOptions
): Promise<Acknowledgement> {
  return apiJson(
    READING_ACKNOWLEDGEMENTS_PATH,
    AcknowledgementSchema,
    writeInitOf(options, {
      method: 'POST',
      json: validBody(AcknowledgementRequestSchema, request),
      shows: 'sessionDialogOnly'
    })
  )
}

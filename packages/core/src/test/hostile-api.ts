// Putting the hostile corpus into the product API's answers so that the app still accepts them:
// each string gets the next payload its schema lets through, so the hostile text reaches the views
// instead of being refused at the boundary (which tests elsewhere show is safe too).
import * as contract from '@crew-portal/contract'
import * as v from 'valibot'
import { API_PREFIX } from '../api/request.ts'
import { remoteConfigurationSchema } from '../settings/remote.ts'
import type { HostilePayload } from './hostile-payloads.ts'
import type { JsonPath } from './hostile.ts'

type AnyAnswerSchema = v.GenericSchema

// The schema the app reads each answer of the product API with, by its path after the prefix.
const ANSWER_SCHEMAS: ReadonlyArray<readonly [string, RegExp, AnyAnswerSchema]> = [
  ['GET', /^\/configuration\/settings$/, remoteConfigurationSchema],
  ['GET', /^\/user$/, contract.UserProfileSchema],
  ['GET', /^\/user\/notifications$/, contract.NotificationSettingsSchema],
  ['PUT', /^\/user\/notifications$/, contract.NotificationSettingsSchema],
  ['GET', /^\/trainingevents$/, contract.TrainingEventListSchema],
  ['GET', /^\/trainingevents\/[^/]+$/, contract.TrainingEventSchema],
  ['GET', /^\/trainingrecord\/[^/]+\/documents$/, contract.TrainingRecordDocumentListSchema],
  ['GET', /^\/Schedule$/, contract.ScheduleSchema],
  ['GET', /^\/reservationdocuments\/tsa$/, contract.TsaStatusSchema],
  ['GET', /^\/directory\/contacts$/, contract.DirectoryContactSchema],
  ['GET', /^\/contacts\/[^/]+$/, contract.ContactSchema],
  ['GET', /^\/library\/categories$/, contract.LibraryCategoryListSchema],
  ['GET', /^\/library\/documents$/, contract.LibraryDocumentListSchema],
  ['GET', /^\/library\/documents\/[^/]+$/, contract.LibraryDocumentSchema],
  ['GET', /^\/RecentlyViewedDocuments$/, contract.RecentlyViewedDocumentListSchema],
  [
    'GET',
    new RegExp(`^${contract.READING_ACKNOWLEDGEMENTS_PATH.slice(API_PREFIX.length)}$`),
    contract.AcknowledgementListSchema
  ],
  [
    'POST',
    new RegExp(`^${contract.READING_ACKNOWLEDGEMENTS_PATH.slice(API_PREFIX.length)}$`),
    contract.AcknowledgementSchema
  ],
  ['GET', /^\/courseware$/, contract.CoursewareListSchema],
  ['PUT', /^\/courseware\/[^/]+\/progress$/, contract.CoursewareProgressSchema],
  ['GET', /^\/precheckin\/[^/]+$/, contract.PreCheckInSchema],
  ['PUT', /^\/precheckin\/[^/]+$/, contract.PreCheckInSchema],
  ['GET', /^\/accesspass$/, contract.AccessPassListSchema],
  ['POST', /^\/accesspass\/[^/]+\/credential$/, contract.PassCredentialSchema],
  ['GET', /^\/devices$/, contract.DeviceListSchema],
  ['GET', new RegExp(`^${contract.PASS_ISSUER_KEYS_PATH.slice(API_PREFIX.length)}$`), contract.PassIssuerKeySetSchema],
  ['GET', new RegExp(`^${contract.PASS_REVOCATIONS_PATH.slice(API_PREFIX.length)}$`), contract.PassRevocationsSchema]
]

/**
 * The schema the app reads a successful answer of `method path` with (`path` with or without the
 * `/api/v1` prefix, without the query), or, for an error status, the error body's; undefined for a
 * call the table does not know (a new call must be added, or its answer is only ever refused).
 */
export function answerSchemaFor(method: string, path: string, status = 200): AnyAnswerSchema | undefined {
  if (status >= 400) return contract.ApiErrorBodySchema
  const local = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path
  return ANSWER_SCHEMAS.find(([verb, pattern]) => verb === method.toUpperCase() && pattern.test(local))?.[2]
}

export interface HostileAnswer {
  answer: unknown
  /** How many strings now carry a payload, and which payloads. */
  replaced: number
  payloads: Set<string>
}

const URL_VALUE = /^https?:\/\//i
const ATTEMPTS = 3

/** The value at `path`, set to `text`. */
function setAt(root: unknown, path: JsonPath, text: string): void {
  let target = root as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>
  target[path.at(-1) as string | number] = text
}

function stringPaths(value: unknown, path: JsonPath = []): JsonPath[] {
  if (typeof value === 'string') return [path]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...path, key]))
  return []
}

/**
 * `answer` with each string replaced by the next payload (`nextUrl` for a string that was a URL,
 * `nextText` otherwise) that `schema` still accepts; a field that accepts none of a few payloads
 * (an id, a date, a picklist) keeps its value, and so do the same fields of the list's other items.
 * Fields named in `keep` keep theirs too (a test that needs the BAT program type to stay BAT).
 */
export function hostileAnswer(
  answer: unknown,
  schema: AnyAnswerSchema,
  nextText: () => HostilePayload,
  nextUrl: () => HostilePayload,
  keep: ReadonlySet<string> = new Set()
): HostileAnswer {
  const result: unknown = structuredClone(answer)
  const payloads = new Set<string>()
  const refusing = new Set<string>()
  let replaced = 0
  for (const path of stringPaths(result)) {
    const shape = path.map((key) => (typeof key === 'number' ? '[]' : key)).join('.')
    if (refusing.has(shape) || keep.has(String(path.at(-1)))) continue
    let original = result as unknown
    for (const key of path) original = (original as Record<string | number, unknown>)[key]
    const next = URL_VALUE.test(original as string) ? nextUrl : nextText
    let fitted = false
    for (let attempt = 0; attempt < ATTEMPTS && !fitted; attempt += 1) {
      const payload = next()
      setAt(result, path, payload.text)
      if (v.safeParse(schema, result).success) {
        fitted = true
        replaced += 1
        payloads.add(payload.id)
      }
    }
    if (!fitted) {
      setAt(result, path, original as string)
      refusing.add(shape)
    }
  }
  return { answer: result, replaced, payloads }
}

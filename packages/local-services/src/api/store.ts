import { mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import * as v from 'valibot'
import { jsonFile } from '../service-http/json-file.ts'

/**
 * The API's writes (contact card displayed, pre-check-in answers, SMS settings, recently viewed,
 * courseware progress, document viewer status, the door pass's devices, acknowledgements of required
 * reading, library documents' versions published through the control endpoint, the first answer of
 * each Idempotency-Key), kept over the seeded data
 * and persisted as one JSON file in the data folder. Each value was validated by its route before
 * it got here.
 */
export type WriteKind =
  | 'contactCardDisplayed'
  | 'preCheckIn'
  | 'notifications'
  | 'recentlyViewed'
  | 'coursewareProgress'
  | 'documentViewerStatus'
  | 'passDevice'
  | 'calendarLink'
  | 'calendarPublished'
  | 'readingAcknowledgement'
  | 'publishedVersion'
  | 'idempotency'

const WRITE_KINDS: WriteKind[] = [
  'contactCardDisplayed',
  'preCheckIn',
  'notifications',
  'recentlyViewed',
  'coursewareProgress',
  'documentViewerStatus',
  'passDevice',
  'calendarLink',
  'calendarPublished',
  'readingAcknowledgement',
  'publishedVersion',
  'idempotency'
]

export const STATE_FILE = 'api-writes.json'

const FileSchema = v.object({
  version: v.literal(1),
  records: v.array(v.tuple([v.picklist(WRITE_KINDS), v.string(), v.string(), v.unknown()]))
})

type StoredRecord = [WriteKind, string, string, unknown]

export interface WriteStore {
  get(kind: WriteKind, userId: string, key: string): unknown
  /** Every value of one kind for one user, oldest write first. */
  list(kind: WriteKind, userId: string): Array<{ key: string; value: unknown }>
  /** Every value of one kind, of every user, oldest write first. */
  listAll(kind: WriteKind): Array<{ userId: string; key: string; value: unknown }>
  /** Resolves once the write is on disk. */
  set(kind: WriteKind, userId: string, key: string, value: unknown): Promise<void>
  remove(kind: WriteKind, userId: string, key: string): Promise<void>
  clear(): Promise<void>
}

export interface WriteStoreOptions {
  dataDir: string
  reset?: boolean
  log?: (line: string) => void
}

const recordKey = (kind: WriteKind, userId: string, key: string): string => JSON.stringify([kind, userId, key])

export async function openWriteStore({
  dataDir,
  reset = false,
  log = () => {}
}: WriteStoreOptions): Promise<WriteStore> {
  const file = join(dataDir, STATE_FILE)
  await mkdir(dataDir, { recursive: true })
  if (reset) await rm(file, { force: true })
  // A Map, not an object: keys come from request paths and must never reach a prototype.
  const records = new Map<string, StoredRecord>()
  for (const record of await loadRecords(file, log)) records.set(recordKey(record[0], record[1], record[2]), record)

  const save = jsonFile(file)
  const persist = () => save({ version: 1, records: [...records.values()] })

  return {
    get: (kind, userId, key) => records.get(recordKey(kind, userId, key))?.[3],
    list: (kind, userId) =>
      [...records.values()].filter(([k, u]) => k === kind && u === userId).map(([, , key, value]) => ({ key, value })),
    listAll: (kind) =>
      [...records.values()].filter(([k]) => k === kind).map(([, userId, key, value]) => ({ userId, key, value })),
    set(kind, userId, key, value) {
      const id = recordKey(kind, userId, key)
      // Delete first so a rewrite moves to the end: "oldest write first" stays true.
      records.delete(id)
      records.set(id, [kind, userId, key, value])
      return persist()
    },
    remove(kind, userId, key) {
      records.delete(recordKey(kind, userId, key))
      return persist()
    },
    clear() {
      records.clear()
      return persist()
    }
  }
}

async function loadRecords(file: string, log: (line: string) => void): Promise<StoredRecord[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return []
  }
  try {
    const parsed = v.safeParse(FileSchema, JSON.parse(text))
    if (parsed.success) return parsed.output.records
    log(
      `api: ${file} does not hold saved writes (${parsed.issues[0]?.message ?? 'unknown shape'}); starting from the seeded data`
    )
  } catch {
    log(`api: ${file} is not JSON; starting from the seeded data`)
  }
  return []
}

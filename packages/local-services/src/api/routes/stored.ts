import * as v from 'valibot'
import type { WriteKind, WriteStore } from '../store.ts'
import { NotificationSettingsSchema, PreCheckInAnswersSchema } from '@crew-portal/contract'

/**
 * The shapes of saved writes. They were validated when written; reading them through a schema again
 * means a hand-edited data file drops the bad entry instead of breaking an answer.
 */
export const StoredSchemas = {
  contactCardDisplayed: v.object({ displayedAt: v.string() }),
  preCheckIn: v.object({ answers: PreCheckInAnswersSchema, updatedAt: v.string() }),
  notifications: NotificationSettingsSchema,
  recentlyViewed: v.object({ viewedAt: v.string() }),
  coursewareProgress: v.object({ percent: v.number(), lastLocation: v.string(), updatedAt: v.string() }),
  documentViewerStatus: v.object({ status: v.picklist(['opened', 'closed']), page: v.optional(v.number()), reportedAt: v.string() })
} satisfies Record<WriteKind, v.GenericSchema>

export type Stored<Kind extends WriteKind> = v.InferOutput<(typeof StoredSchemas)[Kind]>

export function readStored<Kind extends WriteKind>(writes: WriteStore, kind: Kind, userId: string, key: string): Stored<Kind> | undefined {
  const parsed = v.safeParse(StoredSchemas[kind], writes.get(kind, userId, key))
  return parsed.success ? (parsed.output as Stored<Kind>) : undefined
}

/** Every saved value of a kind, oldest first, skipping any that no longer parse. */
export function listStored<Kind extends WriteKind>(writes: WriteStore, kind: Kind, userId: string): Array<{ key: string; value: Stored<Kind> }> {
  return writes.list(kind, userId).flatMap(({ key, value }) => {
    const parsed = v.safeParse(StoredSchemas[kind], value)
    return parsed.success ? [{ key, value: parsed.output as Stored<Kind> }] : []
  })
}

export function writeStored<Kind extends WriteKind>(writes: WriteStore, kind: Kind, userId: string, key: string, value: Stored<Kind>): Promise<void> {
  return writes.set(kind, userId, key, value)
}

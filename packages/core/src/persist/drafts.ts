// What a pilot typed into a form and has not saved yet: a draft. It is stored in this tab's session storage,
// as one persisted slice, until the save succeeds: through a failed save, going offline, a reload,
// and a session that expired with the sign-in after it. Logout removes it with the rest of the
// tab's storage. Each draft belongs to the account that typed it: another account never sees it.
import * as v from 'valibot'
import { wire } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { persistedSlice, PERSIST_KEY_PREFIX } from './slice.ts'
import { userSlice } from './slices.ts'

/** A form as typed: its fields' text and switches. */
export type DraftFields = Record<string, string | boolean>

export interface FormDraftsState {
  /** The user id of the account the drafts belong to. */
  owner: string | null
  /** By form, e.g. `pre-check-in/E1`. */
  forms: Record<string, DraftFields>
}

const MAX_FORMS = 20
const MAX_FIELDS = 16
const fields = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(64)), v.union([v.boolean(), v.pipe(v.string(), v.maxLength(256))])),
  v.check((form) => Object.keys(form).length <= MAX_FIELDS, `at most ${MAX_FIELDS} fields`)
)
const formDraftsSchema = v.object({
  owner: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  forms: v.pipe(
    v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(256)), fields),
    v.check((forms) => Object.keys(forms).length <= MAX_FORMS, `at most ${MAX_FORMS} forms`)
  )
}) satisfies v.GenericSchema<unknown, FormDraftsState>

const EMPTY: FormDraftsState = { owner: null, forms: {} }
const SLICE_NAME = 'FormDrafts'
/** Where the drafts live: the logout of an expired session carries this one key through. */
export const FORM_DRAFTS_KEY = `${PERSIST_KEY_PREFIX}${SLICE_NAME}`

export const formDraftsSlice = persistedSlice<FormDraftsState>(SLICE_NAME, 1, formDraftsSchema, EMPTY)

/** The drafts, read for the signed-in account. */
export const formDraftsWiring: Wiring = { after: [formDraftsSlice.wiring, userSlice.wiring] }

export interface FormDraft<T extends DraftFields> {
  /** What the signed-in pilot typed into this form and has not saved; undefined when nothing. */
  read(): T | undefined
  /** Keeps the form as typed now. */
  write(form: T): void
  /** Forgets it (saved, or the pilot cancelled). */
  drop(): void
}

const ownerNow = (): string | null => userSlice.get()?.userId ?? null

/** The draft of one form, checked against `schema` when read back (storage is never trusted). */
export function formDraft<T extends DraftFields>(key: string, schema: v.GenericSchema<unknown, T>): FormDraft<T> {
  wire(formDraftsWiring)
  return {
    read() {
      const { owner, forms } = formDraftsSlice.get()
      if (owner === null || owner !== ownerNow() || !Object.hasOwn(forms, key)) return undefined
      const parsed = v.safeParse(schema, forms[key])
      return parsed.success ? parsed.output : undefined
    },
    write(form) {
      const owner = ownerNow()
      if (owner === null) return
      const current = formDraftsSlice.get()
      // Another account's drafts go; the oldest draft goes when there are too many.
      const others = Object.entries(current.owner === owner ? current.forms : {}).filter(([name]) => name !== key)
      formDraftsSlice.set({ owner, forms: Object.fromEntries([...others.slice(-(MAX_FORMS - 1)), [key, form]]) })
    },
    drop() {
      const current = formDraftsSlice.get()
      if (!Object.hasOwn(current.forms, key)) return
      const forms = Object.fromEntries(Object.entries(current.forms).filter(([name]) => name !== key))
      if (Object.keys(forms).length === 0) formDraftsSlice.clear()
      else formDraftsSlice.set({ ...current, forms })
    }
  }
}

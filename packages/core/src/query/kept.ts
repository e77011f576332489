// The pages' last answers, kept in this tab's session storage: a signed-in reload shows them at once,
// marked as refreshing, while their queries ask the API again (R-STORE-3). They are the crew
// member's own data: kept with the account they belong to and shown to that account only,
// validated on read like every slice, and cleared with the other slices at logout, here or in
// another tab.
import * as v from 'valibot'
import { $user, authWiring } from '../auth/store.ts'
import { getEnvironment } from '../environment/configure.ts'
import type { Wiring } from '../environment/configure.ts'
import { persistedSlice } from '../persist/slice.ts'
import { trackTrace } from '../telemetry/track.ts'
import { keepAnswersWith, queryWiring } from './query.ts'

/** A list longer than this is not kept: reading it back would cost more than the round trip it saves. */
export const MAX_KEPT_ITEMS = 500

interface KeptAnswers {
  /** The account the answers belong to (its user id). */
  account: string
  answers: Record<string, unknown>
}

const NONE: KeptAnswers = { account: '', answers: {} }

const keptAnswersSchema = v.object({
  account: v.pipe(v.string(), v.maxLength(200)),
  answers: v.record(v.pipe(v.string(), v.maxLength(200)), v.unknown())
}) satisfies v.GenericSchema<unknown, KeptAnswers>

export const keptAnswersSlice = persistedSlice<KeptAnswers>('KeptAnswers', 1, keptAnswersSchema, NONE)

const accountNow = (): string | undefined => $user.get()?.userId

/**
 * The kept answer of `key` for the signed-in account, validated as the API's answer would be;
 * undefined when there is none, it is another account's, or it no longer validates (then dropped).
 */
function keptAnswer(key: string, schema: v.GenericSchema<unknown, unknown>): unknown {
  const kept = keptAnswersSlice.get()
  const answer = kept.account === accountNow() && Object.hasOwn(kept.answers, key) ? kept.answers[key] : undefined
  if (answer === undefined) return undefined
  const result = v.safeParse(schema, answer)
  if (result.success) return result.output
  trackTrace('Dropped a kept answer', { key, reason: result.issues[0].message })
  keep(key, undefined)
  return undefined
}

/** Keeps `data` as the last answer of `key` for the signed-in account; undefined, or a list too long to be worth keeping, forgets it. */
function keep(key: string, data: unknown): void {
  const account = accountNow()
  if (account === undefined) return
  const kept = keptAnswersSlice.get()
  const answers = new Map(kept.account === account ? Object.entries(kept.answers) : [])
  if (data === undefined || (Array.isArray(data) && data.length > MAX_KEPT_ITEMS)) answers.delete(key)
  else answers.set(key, data)
  keptAnswersSlice.set({ account, answers: Object.fromEntries(answers) })
}

/**
 * Wired by the pages whose answers are kept (the training list's and the library's), before their
 * queries run, and read at each configuration. The partner kit's elements wire no page, and keep
 * nothing.
 */
export const keptAnswersWiring: Wiring = {
  after: [authWiring, keptAnswersSlice.wiring, queryWiring],
  listen: () =>
    keepAnswersWith({
      readable: () => accountNow() !== undefined,
      read: keptAnswer,
      // Written once the page has painted: serialising is main-thread work the render need not wait for.
      write: (key, data) => void getEnvironment().timers.setTimeout(() => keep(key, data), 0)
    })
}

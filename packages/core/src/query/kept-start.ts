// The kept answers' code (kept.ts, with idb) is not part of the first load: a visitor sent to sign
// in never needs it. Boot asks for it at once, beside the settings file and MSAL's start, and the
// first page's queries wait for it (with the account's list of kept answers) before they start.
import { wire } from '../environment/configure.ts'
import type * as KeptModule from './kept.ts'

type Kept = typeof KeptModule

let loading: Promise<Kept> | undefined

/** Loads the kept answers' code and wires it; with `factory`, opens their database at once. Never rejects. */
export function loadKeptAnswers(factory?: IDBFactory): Promise<Kept | undefined> {
  loading ??= import('./kept.ts').then((kept) => {
    wire(kept.keptAnswersWiring)
    return kept
  })
  return loading.then(
    (kept) => {
      if (factory) kept.openKeptAnswers(factory)
      return kept
    },
    () => {
      // Its chunk could not load (offline before the worker had it): nothing is kept this visit.
      loading = undefined
      return undefined
    }
  )
}

/** Resolves once the signed-in account's list of kept answers is read (or there is none to read). */
export async function keptAnswersLoaded(): Promise<void> {
  await (await loadKeptAnswers())?.keptAnswersReady()
}

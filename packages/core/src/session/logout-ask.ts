// Log Out's question (R-OUTBOX-4): a logout deletes the outbox, so with saves not yet sent the pilot
// is asked first. The outbox's code (IndexedDB) loads only when Log Out is chosen.
import { atom } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'
import { $outbox, outboxStateWiring } from '../outbox/state.ts'
import { trackException } from '../telemetry/track.ts'
import { logoutLater } from './logout-later.ts'

/** While Log Out asks: how many saves of the account have not been sent (waiting or refused). */
export const $logoutQuestion = atom<{ unsent: number } | undefined>(undefined)

export const logoutQuestionWiring: Wiring = {
  after: [outboxStateWiring],
  reset: () => $logoutQuestion.set(undefined)
}

async function unsentSaves(): Promise<number> {
  try {
    const { refreshOutbox } = await import('../outbox/store.ts')
    // Another tab may have queued or sent since this one last read it.
    await refreshOutbox()
    return $outbox.get().length
  } catch (error) {
    trackException(error, { source: 'logout-outbox' })
    return 0
  }
}

/** The user menu's Log Out: logs out at once, or asks first when saves have not been sent. */
export async function askToLogOut(): Promise<void> {
  const unsent = await unsentSaves()
  if (unsent === 0) return logoutLater()
  $logoutQuestion.set({ unsent })
}

/** The question's Log out. */
export function logOutAnyway(): Promise<void> {
  $logoutQuestion.set(undefined)
  return logoutLater()
}

/** The question's Stay (and its Escape): nothing is deleted. */
export function stayLoggedIn(): void {
  $logoutQuestion.set(undefined)
}

export {
  $outbox,
  $outboxRefused,
  $outboxWaiting,
  clearOutbox,
  discardOutboxEntry,
  flushOutbox,
  onOutboxSettled,
  outboxWiring,
  refreshOutbox,
  retryOutboxEntry,
  saveWrite,
  startOutbox
} from './store.ts'
export type { OutboxAnswers, OutboxSettled, SaveOutcome } from './store.ts'
export { OUTBOX_DATABASE } from './database.ts'
export type { OutboxEntry, OutboxWrite, OutboxWriteKind, OutboxWriteOf, Refusal } from './entry.ts'
export { describeOutboxWrite } from './describe.ts'
export type { OutboxEntryDescription } from './describe.ts'

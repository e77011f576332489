export { eventPhase, eventsNeedingPreCheckIn, findEvent, nextEvent, splitEvents, trainingRecordsExpected } from './events.ts'
export type { EventPhase, SplitEvents } from './events.ts'
export { ALL_OPERATORS, inOperatorScope, operatorContexts, operatorScope } from './operators.ts'
export type { OperatorContext } from './operators.ts'
export { ICS_MEDIA_TYPE, escapeIcsText, foldIcsLine, icsDateTime, icsFileName, trainingEventToIcs } from './ics.ts'
export {
  $eventsNeedingPreCheckIn,
  $nextTrainingEvent,
  $operatorContexts,
  $operatorScope,
  $scopedTrainingEvents,
  $selectedTrainingEventId,
  $trainingEvent,
  $trainingEventLists,
  $trainingEvents,
  $trainingRecordDocuments,
  loadTrainingEvent,
  loadTrainingEvents,
  loadTrainingRecordDocuments,
  OPERATOR_PROPERTY,
  patchTrainingEvent,
  selectOperator,
  trainingEventCalendarFile
} from './store.ts'
export type { CalendarFile } from './store.ts'

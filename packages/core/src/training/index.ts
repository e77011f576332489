export { TRAINING_LIST_STEP, eventPhase, eventsNeedingPreCheckIn, nextEvent, splitEvents, steppedEvents, trainingRecordsExpected } from './events.ts'
export type { EventPhase, SplitEvents, SteppedEvents } from './events.ts'
export { ALL_OPERATORS, inOperatorScope, operatorContexts, operatorScope } from './operators.ts'
export type { OperatorContext } from './operators.ts'
export { ICS_MEDIA_TYPE, escapeIcsText, foldIcsLine, icsDateTime, icsFileName, trainingEventToIcs } from './ics.ts'
export {
  $operatorContexts,
  $operatorScope,
  $scopedTrainingEvents,
  $selectedTrainingEventId,
  $trainingEvent,
  $trainingEvents,
  $trainingRecordDocuments,
  $routeEventId,
  OPERATOR_PROPERTY,
  TRAINING_EVENT_KEY,
  TRAINING_EVENTS_KEY,
  patchTrainingEvent,
  selectOperator
} from './store.ts'
export { trainingEventCalendarFile } from './ics.ts'
export type { CalendarFile } from './ics.ts'

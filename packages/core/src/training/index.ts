export { eventPhase, eventsNeedingPreCheckIn, findEvent, nextEvent, splitEvents, trainingRecordsExpected } from './events.ts'
export type { EventPhase, SplitEvents } from './events.ts'
export { ICS_MEDIA_TYPE, escapeIcsText, foldIcsLine, icsDateTime, icsFileName, trainingEventToIcs } from './ics.ts'
export {
  $eventsNeedingPreCheckIn,
  $nextTrainingEvent,
  $selectedTrainingEventId,
  $trainingEvent,
  $trainingEventLists,
  $trainingEvents,
  $trainingRecordDocuments,
  loadTrainingEvent,
  loadTrainingEvents,
  loadTrainingRecordDocuments,
  patchTrainingEvent,
  trainingEventCalendarFile
} from './store.ts'
export type { CalendarFile } from './store.ts'

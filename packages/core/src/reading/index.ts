export * from './rules.ts'
export {
  $acknowledgements,
  $readingProgressByEvent,
  $readingRecord,
  $requiredDocuments,
  $trainingEventReading,
  $waitingAcknowledgements,
  READING_ACKNOWLEDGEMENTS_KEY,
  readingWiring,
  recordAcknowledgement
} from './store.ts'
export type { EventReading } from './store.ts'
export { $libraryDocumentReading, acknowledgeDocument, readingDocumentWiring } from './document.ts'
export type { AcknowledgeState, DocumentReading, DocumentToAcknowledge } from './document.ts'

export {
  addRecentlyViewedDocument,
  getAccessPasses,
  getContact,
  getCourseware,
  getDirectoryContact,
  getLibraryCategories,
  getLibraryDocument,
  getLibraryDocuments,
  getNotificationSettings,
  getPreCheckIn,
  getRecentlyViewedDocuments,
  getSchedule,
  getTrainingEvent,
  getTrainingEvents,
  getTrainingRecordDocuments,
  getTsaStatus,
  getUser,
  markContactCardDisplayed,
  postDocumentViewerStatus,
  postLogoutAnalytic,
  saveCoursewareProgress,
  saveNotificationSettings,
  savePreCheckIn
} from './calls.ts'
export type { LibraryQuery } from './calls.ts'
export { getPassDevices, requestPassCredential, revokePassDevice } from './pass-calls.ts'
export { API_PREFIX } from './request.ts'
export type { CallOptions } from './request.ts'

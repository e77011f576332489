// The product API, one typed function per operation of docs/api/openapi.yaml. Each goes through
// http's apiJson/apiFetch (token, loading overlay, error catalogue) and each response is validated
// here, so a malformed answer is a ResponseValidationError naming the field, never a crash deeper in.
import * as v from 'valibot'
import { apiJson, apiSend } from '../http/api-fetch.ts'
import type { ApiRequestInit } from '../http/api-fetch.ts'
import { EmailSchema } from '@crew-portal/contract'
import { RequestValidationError } from '../http/errors.ts'
import { API_PREFIX, initOf, segment, validBody, withQuery, writeInitOf } from './request.ts'
import type { CallOptions, WriteOptions } from './request.ts'
import {
  AccessPassListSchema,
  CALENDAR_LINK_PATH,
  CalendarLinkStateSchema,
  NewCalendarLinkSchema,
  ContactSchema,
  CoursewareListSchema,
  CoursewareProgressRequestSchema,
  CoursewareProgressSchema,
  DirectoryContactSchema,
  DocumentViewerStatusRequestSchema,
  LibraryCategoryListSchema,
  LibraryDocumentListSchema,
  LibraryDocumentSchema,
  NotificationSettingsSchema,
  PreCheckInAnswersSchema,
  PreCheckInSchema,
  RecentlyViewedDocumentListSchema,
  RecentlyViewedRequestSchema,
  ScheduleSchema,
  TrainingEventListSchema,
  TrainingEventSchema,
  TrainingRecordDocumentListSchema,
  TsaStatusSchema,
  UserProfileSchema
} from '@crew-portal/contract'
import type {
  AccessPass,
  CalendarLinkState,
  NewCalendarLink,
  ApiUserProfile,
  Audience,
  Contact,
  CoursewareProgress,
  CoursewareProgressRequest,
  DirectoryContact,
  DocumentViewerStatusRequest,
  LibraryCategory,
  LibraryDocument,
  NotificationSettings,
  PreCheckIn,
  PreCheckInAnswers,
  RecentlyViewedDocument,
  ScheduleEntry,
  TrainingEvent,
  TrainingRecordDocument,
  TsaStatus
} from '@crew-portal/contract'

/** Sends a write whose answer has no body (204); the status is all that matters. */
async function send(path: string, method: 'POST' | 'PUT', json: unknown, init: ApiRequestInit = {}): Promise<void> {
  await apiSend(path, { ...init, method, json })
}

// ---------------------------------------------------------------- user

export async function getUser(options?: CallOptions): Promise<ApiUserProfile> {
  return apiJson(`${API_PREFIX}/user`, UserProfileSchema, initOf(options))
}

export async function getNotificationSettings(options?: CallOptions): Promise<NotificationSettings> {
  return apiJson(`${API_PREFIX}/user/notifications`, NotificationSettingsSchema, initOf(options))
}

export async function saveNotificationSettings(
  settings: NotificationSettings,
  options?: WriteOptions
): Promise<NotificationSettings> {
  const json = validBody(NotificationSettingsSchema, settings)
  return apiJson(
    `${API_PREFIX}/user/notifications`,
    NotificationSettingsSchema,
    writeInitOf(options, { method: 'PUT', json })
  )
}

/**
 * The logout analytic, posted first (R-SESSION-3). Never put in the outbox: it is sent as the pilot
 * leaves, and the logout deletes the outbox with everything else stored. Its failure shows nothing,
 * and it runs in the background: a banner, a dialog or a spinner must not stop someone who is
 * leaving (R-ERRORS-5); the caller logs it.
 */
export async function postLogoutAnalytic(): Promise<void> {
  return send(`${API_PREFIX}/analytics/logout`, 'POST', undefined, { shows: 'nothing', background: true })
}

/** When the pilot's calendar link was made (docs/calendar.md); the link itself is shown only when made. */
export async function getCalendarLink(options?: CallOptions): Promise<CalendarLinkState> {
  return apiJson(CALENDAR_LINK_PATH, CalendarLinkStateSchema, initOf(options))
}

/** A new calendar link; the one before stops working. Never sent again by itself: each call makes another link. */
export async function makeCalendarLink(): Promise<NewCalendarLink> {
  return apiJson(CALENDAR_LINK_PATH, NewCalendarLinkSchema, { method: 'POST' })
}

// ---------------------------------------------------------------- training

export async function getTrainingEvents(options?: CallOptions): Promise<TrainingEvent[]> {
  return apiJson(`${API_PREFIX}/trainingevents`, TrainingEventListSchema, initOf(options))
}

export async function getTrainingEvent(id: string, options?: CallOptions): Promise<TrainingEvent> {
  return apiJson(`${API_PREFIX}/trainingevents/${segment('id', id)}`, TrainingEventSchema, initOf(options))
}

/** R-CARD-5, R-ERRORS-5: a failure is only logged, never shown. */
export async function markContactCardDisplayed(reservationId: string, options?: WriteOptions): Promise<void> {
  return send(
    `${API_PREFIX}/trainingevents/${segment('reservationId', reservationId)}/contactcarddisplayed`,
    'PUT',
    undefined,
    writeInitOf(options, { shows: 'nothing' })
  )
}

/** A 404 carries the server's text, which the error catalogue shows in the banner (R-ERRORS-1). */
export async function getTrainingRecordDocuments(
  eventId: string,
  options?: CallOptions
): Promise<TrainingRecordDocument[]> {
  return apiJson(
    `${API_PREFIX}/trainingrecord/${segment('eventId', eventId)}/documents`,
    TrainingRecordDocumentListSchema,
    initOf(options)
  )
}

/** Whitelisted: errors show no banner. */
export async function getSchedule(options?: CallOptions): Promise<ScheduleEntry[]> {
  return apiJson(`${API_PREFIX}/Schedule`, ScheduleSchema, initOf(options))
}

/** Whitelisted: errors show no banner. */
export async function getTsaStatus(reservationId: string, options?: CallOptions): Promise<TsaStatus> {
  segment('reservationId', reservationId)
  return apiJson(
    withQuery(`${API_PREFIX}/reservationdocuments/tsa`, { reservationId }),
    TsaStatusSchema,
    initOf(options)
  )
}

// ---------------------------------------------------------------- contacts

export async function getDirectoryContact(email: string, options?: CallOptions): Promise<DirectoryContact> {
  if (!v.is(EmailSchema, email)) throw new RequestValidationError('email', 'is not an e-mail address')
  return apiJson(withQuery(`${API_PREFIX}/directory/contacts`, { email }), DirectoryContactSchema, initOf(options))
}

export async function getContact(id: string, options?: CallOptions): Promise<Contact> {
  return apiJson(`${API_PREFIX}/contacts/${segment('id', id)}`, ContactSchema, initOf(options))
}

// ---------------------------------------------------------------- library

export interface LibraryQuery {
  audience?: Audience
  /** Free-text search over title and description. */
  q?: string
  /** A category id. */
  category?: string
}

export async function getLibraryCategories(audience?: Audience, options?: CallOptions): Promise<LibraryCategory[]> {
  return apiJson(
    withQuery(`${API_PREFIX}/library/categories`, { audience }),
    LibraryCategoryListSchema,
    initOf(options)
  )
}

export async function getLibraryDocuments(query: LibraryQuery = {}, options?: CallOptions): Promise<LibraryDocument[]> {
  if (query.category !== undefined && query.category !== '') segment('category', query.category)
  const q = query.q?.trim().slice(0, 200)
  return apiJson(
    withQuery(`${API_PREFIX}/library/documents`, { audience: query.audience, q, category: query.category }),
    LibraryDocumentListSchema,
    initOf(options)
  )
}

export async function getLibraryDocument(id: string, options?: CallOptions): Promise<LibraryDocument> {
  return apiJson(`${API_PREFIX}/library/documents/${segment('id', id)}`, LibraryDocumentSchema, initOf(options))
}

/** Whitelisted: errors show no banner. */
export async function getRecentlyViewedDocuments(options?: CallOptions): Promise<RecentlyViewedDocument[]> {
  return apiJson(`${API_PREFIX}/RecentlyViewedDocuments`, RecentlyViewedDocumentListSchema, initOf(options))
}

/** Whitelisted: errors show no banner. */
export async function addRecentlyViewedDocument(documentId: string, options?: WriteOptions): Promise<void> {
  return send(
    `${API_PREFIX}/RecentlyViewedDocuments`,
    'POST',
    validBody(RecentlyViewedRequestSchema, { documentId }),
    writeInitOf(options)
  )
}

/** Whitelisted: errors show no banner. */
export async function postDocumentViewerStatus(
  status: DocumentViewerStatusRequest,
  options?: WriteOptions
): Promise<void> {
  return send(
    `${API_PREFIX}/DocumentViewerStatus`,
    'POST',
    validBody(DocumentViewerStatusRequestSchema, status),
    writeInitOf(options)
  )
}

// ---------------------------------------------------------------- learning

export async function getCourseware(options?: CallOptions): Promise<CoursewareProgress[]> {
  return apiJson(`${API_PREFIX}/courseware`, CoursewareListSchema, initOf(options))
}

export async function saveCoursewareProgress(
  coursewareId: string,
  progress: CoursewareProgressRequest,
  options?: WriteOptions
): Promise<CoursewareProgress> {
  const path = `${API_PREFIX}/courseware/${segment('coursewareId', coursewareId)}/progress`
  return apiJson(
    path,
    CoursewareProgressSchema,
    writeInitOf(options, { method: 'PUT', json: validBody(CoursewareProgressRequestSchema, progress) })
  )
}

// ---------------------------------------------------------------- pre-check-in

export async function getPreCheckIn(eventId: string, options?: CallOptions): Promise<PreCheckIn> {
  return apiJson(`${API_PREFIX}/precheckin/${segment('eventId', eventId)}`, PreCheckInSchema, initOf(options))
}

export async function savePreCheckIn(
  eventId: string,
  answers: PreCheckInAnswers,
  options?: WriteOptions
): Promise<PreCheckIn> {
  const path = `${API_PREFIX}/precheckin/${segment('eventId', eventId)}`
  return apiJson(
    path,
    PreCheckInSchema,
    writeInitOf(options, { method: 'PUT', json: validBody(PreCheckInAnswersSchema, answers) })
  )
}

// ---------------------------------------------------------------- access pass

export async function getAccessPasses(options?: CallOptions): Promise<AccessPass[]> {
  return apiJson(`${API_PREFIX}/accesspass`, AccessPassListSchema, initOf(options))
}

// What a save in the outbox is, in the pilot's words: the notice of refused saves (R-OUTBOX-3) shows
// it with the input itself, and where to change it. The input is shown as text, never as markup.
import { formatDate } from '../format/day.ts'
import { pathTo } from '../routes/router.ts'
import { RouteName } from '../routes/table.ts'
import type { OutboxWrite } from './entry.ts'

export interface OutboxEntryDescription {
  /** What was saved, e.g. "Your notification settings". */
  title: string
  /** What the pilot entered, a line each. */
  details: string[]
  /** The page where it can be changed and saved again, when there is one. */
  editPath?: string
}

/** The pilot's words for a save. */
export function describeOutboxWrite(write: OutboxWrite): OutboxEntryDescription {
  switch (write.kind) {
    case 'notificationSettings':
      return {
        title: 'Your notification settings',
        details: [
          `SMS notifications: ${write.body.smsEnabled ? 'On' : 'Off'}`,
          ...(write.body.phoneNumber === null ? [] : [`Mobile number: ${write.body.phoneNumber}`])
        ],
        editPath: pathTo(RouteName.userNotificationSettings)
      }
    case 'preCheckIn': {
      const { arrivalDate, documents } = write.body
      return {
        title: 'Your pre-check-in answers',
        details: [
          `Arrival: ${formatDate(arrivalDate)}`,
          `Passport valid until ${formatDate(documents.passport.expiryDate)}`,
          `Licence valid until ${formatDate(documents.licence.expiryDate)}`,
          `Medical valid until ${formatDate(documents.medical.expiryDate)}`
        ],
        editPath: pathTo(RouteName.preCheckInEvent, { eventId: write.target.eventId })
      }
    }
    case 'coursewareProgress':
      return {
        title: 'Your place in a course',
        details: [`${write.body.percent}% done, at ${write.body.lastLocation}`],
        editPath: pathTo(RouteName.learningCourse, { courseId: write.target.coursewareId })
      }
    case 'documentViewerStatus':
      return {
        title: write.body.status === 'opened' ? 'A document you opened' : 'A document you closed',
        details: [`Document ${write.body.documentId}`]
      }
    case 'recentlyViewed':
      return { title: 'A document you viewed', details: [`Document ${write.body.documentId}`] }
    case 'acknowledgement':
      return {
        title: `That you read and understood ${write.target.title}, version ${write.body.version}`,
        details: [`Document ${write.body.documentId}`],
        editPath: pathTo(RouteName.libraryDocument, { documentId: write.body.documentId })
      }
    case 'contactCardDisplayed':
      return { title: 'That you saw your training contact', details: [`Reservation ${write.target.reservationId}`] }
  }
}

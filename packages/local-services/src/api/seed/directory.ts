import { JORDAN_LEE, MORGAN_BLAKE, PRIYA_SHAH } from './events.ts'
import { PHOTO_JORDAN_LEE, PHOTO_PRIYA_SHAH } from './photos.ts'
import type { Contact, DirectoryContact } from './types.ts'

/**
 * The company directory (Microsoft Graph in production), keyed by lower-case e-mail. Jordan Lee has
 * everything the contact card shows; Priya Shah has no phone on the reservation, so the card falls
 * back to her first business phone; Morgan Blake has no photo, so the card shows the placeholder.
 */
export const DIRECTORY: ReadonlyMap<string, DirectoryContact> = new Map([
  [
    JORDAN_LEE.accountExecutiveEmail,
    {
      photo: PHOTO_JORDAN_LEE,
      workingHour: { startTime: '13:00', endTime: '21:30' },
      businessPhones: ['+13055550140', '+13055550141'],
      mobilePhone: '+13055550199'
    }
  ],
  [
    PRIYA_SHAH.accountExecutiveEmail,
    {
      photo: PHOTO_PRIYA_SHAH,
      workingHour: { startTime: '14:00:00.0000000', endTime: '22:00:00.0000000' },
      businessPhones: ['+12145550160'],
      mobilePhone: null
    }
  ],
  [
    MORGAN_BLAKE.accountExecutiveEmail,
    { photo: null, workingHour: null, businessPhones: [], mobilePhone: '+447700900150' }
  ]
])

/** The graph-API contact service: the same people, addressed by id. */
export const CONTACTS: readonly Contact[] = [
  {
    id: 'ae-jordan-lee',
    name: JORDAN_LEE.accountExecutiveName,
    email: JORDAN_LEE.accountExecutiveEmail,
    phoneNumber: JORDAN_LEE.accountExecutivePhoneNumber,
    reservationId: 'RES-1001'
  },
  {
    id: 'ae-priya-shah',
    name: PRIYA_SHAH.accountExecutiveName,
    email: PRIYA_SHAH.accountExecutiveEmail,
    phoneNumber: '+12145550160',
    reservationId: 'RES-1002'
  },
  {
    id: 'ae-morgan-blake',
    name: MORGAN_BLAKE.accountExecutiveName,
    email: MORGAN_BLAKE.accountExecutiveEmail,
    phoneNumber: MORGAN_BLAKE.accountExecutivePhoneNumber,
    reservationId: 'RES-2001'
  },
  {
    id: 'customer-care',
    name: 'Customer Care',
    email: 'customer.care@example.com',
    phoneNumber: '+18005550100',
    reservationId: null
  }
]

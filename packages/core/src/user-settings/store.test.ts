import { beforeEach, describe, expect, it } from 'vitest'
import { exampleNotificationSettings } from '@crew-portal/contract/fixtures'
import { configureTestCrewPortal, json, pageWatcher } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { initAuth } from '../auth/store.ts'
import { notificationsDraft } from './draft.ts'
import { $notificationSettings, $notificationsSave, saveNotifications } from './store.ts'

const loadNotificationSettings = pageWatcher($notificationSettings, $notificationSettings.refetch)

let env: TestEnvironment
let putAnswer: (body: unknown) => Response

beforeEach(() => {
  putAnswer = (body) => json(body)
  env = configureTestCrewPortal({
    fetch: async (request) =>
      request.method === 'PUT' ? putAnswer(await request.clone().json()) : json(exampleNotificationSettings)
  })
})

describe('notification settings', () => {
  it('loads the saved settings', async () => {
    await loadNotificationSettings()
    expect($notificationSettings.get()).toMatchObject({ loading: false, data: exampleNotificationSettings })
  })

  it('saves a valid form normalised, and the page on screen shows what was saved without asking again', async () => {
    await loadNotificationSettings()
    await expect(saveNotifications({ smsEnabled: true, phoneNumber: '+1 415 555 0199' })).resolves.toBe(true)
    expect(await env.fetch.requests[1]?.json()).toEqual({ smsEnabled: true, phoneNumber: '+14155550199' })
    expect($notificationsSave.get().status).toBe('saved')
    expect($notificationSettings.get().data).toEqual({ smsEnabled: true, phoneNumber: '+14155550199' })
    expect(env.fetch.requests.map((request) => request.method)).toEqual(['GET', 'PUT'])
  })

  it('sends nothing when SMS is on without a number, and says so next to the field', async () => {
    await expect(saveNotifications({ smsEnabled: true, phoneNumber: '' })).resolves.toBe(false)
    expect(env.fetch.requests).toHaveLength(0)
    expect($notificationsSave.get()).toMatchObject({
      status: 'invalid',
      errors: { phoneNumber: 'Enter the mobile number to receive SMS on.' }
    })
  })

  it('shows the server text of a 400 and a readable message otherwise', async () => {
    putAnswer = () => json({ message: 'phoneNumber is not reachable', field: 'phoneNumber' }, 400)
    await saveNotifications({ smsEnabled: true, phoneNumber: '+14155550199' })
    expect($notificationsSave.get()).toMatchObject({ status: 'error', message: 'phoneNumber is not reachable' })
    putAnswer = () => json({ message: 'down' }, 500)
    await saveNotifications({ smsEnabled: true, phoneNumber: '+14155550199' })
    expect($notificationsSave.get().message).toBe('Something went wrong.')
  })

  it('keeps what the pilot typed through a failed save, forgets it once saved, and sends a double click once', async () => {
    initAuth()
    await loadNotificationSettings()
    const typed = { smsEnabled: true, phoneNumber: '+14155550199' }
    putAnswer = () => json({ message: 'down' }, 500)
    await saveNotifications(typed)
    expect(notificationsDraft().read()).toEqual(typed)
    putAnswer = (body) => json(body)
    await Promise.all([saveNotifications(typed), saveNotifications(typed)])
    expect(env.fetch.requests.filter((request) => request.method === 'PUT')).toHaveLength(2)
    expect(notificationsDraft().read()).toBeUndefined()
  })
})

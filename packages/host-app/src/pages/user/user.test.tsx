import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { PHONE_FORMAT_MESSAGE, PHONE_REQUIRED_MESSAGE, flushOutbox, initAuth } from '@crew-portal/core'
import { configureTestCrewPortal, testUser } from '@crew-portal/core/test'
import type { TestEnvironment } from '@crew-portal/core/test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, json, pending } from '../../test/api.ts'
import type { ApiRoutes } from '../../test/api.ts'
import {
  button,
  cleanup,
  click,
  field,
  link,
  renderPage,
  settle,
  submit,
  textOf,
  type,
  waitFor
} from '../../test/render.tsx'
import { Page as UserArea } from './index.tsx'

let env: TestEnvironment
function start(routes: ApiRoutes): void {
  env = configureTestCrewPortal({ fetch: fakeApi(routes) })
  initAuth()
}
const heading = () => document.querySelector('h1')?.textContent
const smsSwitch = () => document.querySelector('[role="switch"]') as HTMLButtonElement
const form = () => document.querySelector('form') as HTMLFormElement
const puts = () => env.fetch.requests.filter((request) => request.method === 'PUT')

beforeEach(() => start({ 'GET /user/notifications': { smsEnabled: false, phoneNumber: null } }))
afterEach(cleanup)

describe('the profile page', () => {
  it('shows who is signed in, the SMS state and the link to the notification settings', async () => {
    start({ 'GET /user/notifications': { smsEnabled: true, phoneNumber: '+14155550123' } })
    renderPage(UserArea, '/user')
    expect(heading()).toBe('Your profile')
    expect(textOf()).toContain(`Name${testUser.givenName} ${testUser.lastName}`)
    expect(textOf()).toContain(`E-mail${testUser.email}`)
    expect(textOf()).toContain('Loading your notification settings…')
    await waitFor(() => expect(textOf()).toContain('SMS notifications are on, sent to +14155550123.'))
    expect(link('Notification settings').getAttribute('href')).toBe('/user/settings/notifications')
  })

  it('shows a failed load in words with a way to try again', async () => {
    let fail = true
    start({
      'GET /user/notifications': () =>
        fail ? json({ message: 'boom' }, 500) : json({ smsEnabled: false, phoneNumber: null })
    })
    renderPage(UserArea, '/user')
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong.')
    )
    fail = false
    click(button('Try again'))
    await waitFor(() => expect(textOf()).toContain('SMS notifications are off.'))
  })

  it('renders hostile names as text', () => {
    configureTestCrewPortal({
      user: { ...testUser, givenName: '<img src=x onerror=alert(1)>', lastName: '<script>x</script>' },
      fetch: fakeApi({ 'GET /user/notifications': pending })
    })
    initAuth()
    renderPage(UserArea, '/user')
    expect(textOf()).toContain('<img src=x onerror=alert(1)> <script>x</script>')
    expect(document.querySelector('img, script')).toBeNull()
  })
})

describe('the notification settings page', () => {
  it('shows the user menu hint until the API answers, then the saved settings', async () => {
    let answer: (response: Response) => void = () => {}
    start({ 'GET /user/notifications': () => new Promise<Response>((resolve) => (answer = resolve)) })
    renderPage(UserArea, '/user/settings/notifications?sms=on')
    expect(heading()).toBe('Notification settings')
    expect(smsSwitch().getAttribute('aria-checked')).toBe('true')
    expect(smsSwitch().disabled).toBe(true)
    expect(textOf()).toContain('Loading your saved settings…')

    await waitFor(() => expect(env.fetch.requests).toHaveLength(1))
    await settle()
    answer(json({ smsEnabled: false, phoneNumber: '+447700900123' }))
    await waitFor(() => expect(smsSwitch().getAttribute('aria-checked')).toBe('false'))
    expect(smsSwitch().disabled).toBe(false)
    expect(field('Mobile number').value).toBe('+447700900123')
  })

  it('starts off with ?sms=off and ignores anything else', () => {
    start({ 'GET /user/notifications': pending })
    renderPage(UserArea, '/user/settings/notifications?sms=off')
    expect(smsSwitch().getAttribute('aria-checked')).toBe('false')
    cleanup()
    renderPage(UserArea, '/user/settings/notifications?sms=%3Cscript%3E')
    expect(smsSwitch().getAttribute('aria-checked')).toBe('false')
  })

  it('validates the number next to the field and sends nothing', async () => {
    renderPage(UserArea, '/user/settings/notifications')
    await waitFor(() => expect(smsSwitch().disabled).toBe(false))
    click(smsSwitch())
    expect(smsSwitch().getAttribute('aria-checked')).toBe('true')
    submit(form())
    const phone = field('Mobile number')
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'))
    const errorId = phone.getAttribute('aria-describedby')?.split(' ')[1] ?? ''
    expect(document.getElementById(errorId)?.textContent).toBe(PHONE_REQUIRED_MESSAGE)
    expect(document.activeElement).toBe(phone)

    type(phone, '415 555')
    submit(form())
    await waitFor(() => expect(document.getElementById(errorId)?.textContent).toBe(PHONE_FORMAT_MESSAGE))
    expect(puts()).toHaveLength(0)
  })

  it('saves with the PUT (number normalised to E.164) and confirms politely', async () => {
    let body: unknown
    start({
      'GET /user/notifications': { smsEnabled: false, phoneNumber: null },
      'PUT /user/notifications': async (request: Request) => {
        body = await request.json()
        return json(body)
      }
    })
    renderPage(UserArea, '/user/settings/notifications?sms=off')
    await waitFor(() => expect(smsSwitch().disabled).toBe(false))
    click(smsSwitch())
    type(field('Mobile number'), '+1 (415) 555-0123')
    submit(form())
    await waitFor(() =>
      expect(document.querySelector('.user-status')?.textContent).toBe('Your notification settings are saved.')
    )
    expect(document.querySelector('.user-status')?.getAttribute('role')).toBe('status')
    expect(body).toEqual({ smsEnabled: true, phoneNumber: '+14155550123' })
    expect(puts()).toHaveLength(1)
    expect(field('Mobile number').value).toBe('+14155550123')
    expect(field('Mobile number').hasAttribute('aria-invalid')).toBe(false)
  })

  it('says when the save fails, with the server’s reason for a refused value', async () => {
    start({
      'GET /user/notifications': { smsEnabled: true, phoneNumber: '+14155550123' },
      'PUT /user/notifications': () => json({ message: 'phoneNumber: Expected a mobile number' }, 400)
    })
    renderPage(UserArea, '/user/settings/notifications')
    await waitFor(() => expect(smsSwitch().getAttribute('aria-checked')).toBe('true'))
    submit(form())
    await waitFor(() =>
      expect(document.querySelector('.user-error[role="alert"]')?.textContent).toBe(
        'phoneNumber: Expected a mobile number'
      )
    )
    expect(document.querySelector('.user-status')?.textContent).toBe('')
  })

  it('keeps the changed settings through a failed save and a reload, and forgets them once saved', async () => {
    let failing = true
    start({
      'GET /user/notifications': { smsEnabled: false, phoneNumber: null },
      'PUT /user/notifications': async (request: Request) =>
        failing ? json({ message: 'down' }, 500) : json(await request.json())
    })
    renderPage(UserArea, '/user/settings/notifications')
    await waitFor(() => expect(smsSwitch().disabled).toBe(false))
    click(smsSwitch())
    type(field('Mobile number'), '+14155550199')
    submit(form())
    await waitFor(() => expect(document.querySelector('.user-error[role="alert"]')).not.toBeNull())
    cleanup()
    renderPage(UserArea, '/user/settings/notifications')
    await waitFor(() => expect(field('Mobile number').value).toBe('+14155550199'))
    expect(smsSwitch().getAttribute('aria-checked')).toBe('true')
    expect(textOf()).toContain('These are the settings you changed before. They are not saved yet.')
    failing = false
    submit(form())
    await waitFor(() =>
      expect(document.querySelector('.user-status')?.textContent).toBe('Your notification settings are saved.')
    )
    cleanup()
    renderPage(UserArea, '/user/settings/notifications')
    await waitFor(() => expect(smsSwitch().disabled).toBe(false))
    expect(textOf()).not.toContain('not saved yet')
  })

  it('keeps a save made offline in the form, to be sent when online; a refused one comes back with Discard', async () => {
    let refuse = false
    env = configureTestCrewPortal({
      indexedDB: new IDBFactory(),
      fetch: fakeApi({
        'GET /user/notifications': { smsEnabled: false, phoneNumber: null },
        'PUT /user/notifications': async (request: Request) =>
          refuse ? json({ message: 'A <b>newer</b> change was made.' }, 409) : json(await request.json())
      })
    })
    initAuth()
    renderPage(UserArea, '/user/settings/notifications')
    await waitFor(() => expect(smsSwitch().disabled).toBe(false))
    env.setOnline(false)
    click(smsSwitch())
    type(field('Mobile number'), '+14155550166')
    submit(form())
    await waitFor(() =>
      expect(document.querySelector('.user-status')?.textContent).toBe(
        'Saved on this device. Your settings will be sent when you are online.'
      )
    )
    expect(puts()).toHaveLength(0)
    expect(field('Mobile number').value).toBe('+14155550166')
    expect(smsSwitch().getAttribute('aria-checked')).toBe('true')

    refuse = true
    env.setOnline(true)
    await flushOutbox()
    const alert = await waitFor(() => {
      const found = document.querySelector('.user-refused[role="alert"]')
      expect(found).not.toBeNull()
      return found as Element
    })
    expect(alert.textContent).toContain('These settings were not saved: A <b>newer</b> change was made.')
    expect(alert.querySelector('b')).toBeNull()
    expect(field('Mobile number').value).toBe('+14155550166')
    expect(document.querySelector('.user-status')?.textContent).toBe('')
    click(button('Discard these settings'))
    await waitFor(() => expect(document.querySelector('.user-refused')).toBeNull())
    expect(field('Mobile number').value).toBe('')
    expect(puts()).toHaveLength(1)
  })

  it('shows a failed load in words with a way to try again', async () => {
    let fail = true
    start({
      'GET /user/notifications': () =>
        fail ? json({ message: 'boom' }, 500) : json({ smsEnabled: true, phoneNumber: '+14155550123' })
    })
    renderPage(UserArea, '/user/settings/notifications?sms=on')
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong.')
    )
    expect(document.querySelector('form')).toBeNull()
    fail = false
    click(button('Try again'))
    await waitFor(() => expect(field('Mobile number').value).toBe('+14155550123'))
  })
})

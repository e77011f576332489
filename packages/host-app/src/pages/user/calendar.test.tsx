import { RouteName, initAuth } from '@crew-portal/core'
import { configureTestCrewPortal } from '@crew-portal/core/test'
import type { TestEnvironment } from '@crew-portal/core/test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeApi, json } from '../../test/api.ts'
import { button, cleanup, click, field, link, renderPage, textOf, waitFor } from '../../test/render.tsx'
import { Page as UserArea, preloadRoute } from './index.tsx'

let env: TestEnvironment
let made = 0
const feed = (n: number) => `https://api.test/api/v1/calendar/${String(n).repeat(43)}.ics`

function start(createdAt: string | null): void {
  made = 0
  env = configureTestCrewPortal({
    fetch: fakeApi({
      'GET /user/calendar': { createdAt },
      'POST /user/calendar': () => {
        made += 1
        return json({ url: feed(made), createdAt: '2026-11-22T09:00:00Z' }, 201)
      }
    })
  })
  initAuth()
}
const posts = () => env.fetch.requests.filter((request) => request.method === 'POST')

// The page is a chunk of its own, which the registry asks for before it renders (preloadPage).
beforeAll(async () => {
  await preloadRoute(RouteName.userCalendarSettings)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the calendar page', () => {
  it('says who can read the link, makes one on request, and offers it to subscribe, copy and scan', async () => {
    start(null)
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    renderPage(UserArea, '/user/settings/calendar')
    expect(document.querySelector('h1')?.textContent).toBe('Subscribe in your calendar')
    expect(textOf()).toContain('Anyone who has the link can read your training schedule')
    await waitFor(() => expect(textOf()).toContain('You have no calendar link yet.'))
    click(button('Get my link'))
    await waitFor(() => expect(link('Subscribe').getAttribute('href')).toBe(feed(1).replace('https:', 'webcal:')))
    expect(posts()).toHaveLength(1)
    expect(field('Or copy the link into your calendar app').value).toBe(feed(1))
    click(button('Copy'))
    await waitFor(() => expect(textOf()).toContain('The link is copied.'))
    expect(writeText).toHaveBeenCalledWith(feed(1))
    await waitFor(() =>
      expect(document.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe(
        'QR code of your calendar link'
      )
    )
  })

  it('asks before a new link revokes the old one, and shows the new one', async () => {
    start('2026-11-01T08:00:00Z')
    renderPage(UserArea, '/user/settings/calendar')
    await waitFor(() => expect(textOf()).toContain('Your link was made on 01-11-2026.'))
    click(button('New link'))
    await waitFor(() => expect(document.querySelector('dialog[open]')?.textContent).toContain('stops working at once'))
    click(button('Cancel'))
    expect(posts()).toHaveLength(0)
    click(button('New link'))
    await waitFor(() => expect(document.querySelector('dialog[open]')).not.toBeNull())
    click(button('Make a new link'))
    await waitFor(() => expect(link('Subscribe').getAttribute('href')).toBe(feed(1).replace('https:', 'webcal:')))
    expect(posts()).toHaveLength(1)
    expect(textOf()).toContain('Your link was made on 22-11-2026.')
  })

  it('is linked from the profile and from the notification settings', async () => {
    start(null)
    renderPage(UserArea, '/user')
    expect(link('Subscribe in your calendar').getAttribute('href')).toBe('/user/settings/calendar')
    cleanup()
    renderPage(UserArea, '/user/settings/notifications')
    expect(link('Subscribe in your calendar').getAttribute('href')).toBe('/user/settings/calendar')
  })
})

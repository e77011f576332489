// Values from the API (names, places, titles, e-mail addresses, a server's text) sit inside the
// kit's own words, in any language. Each is an isolated run, `<bdi>`: its direction comes from its
// own first letter, and it cannot pull a neighbouring word, number or stop mark into its order (an
// Arabic name in an English sentence, `737 MAX Recurrent` on an Arabic pass). The pass id and the
// phone number are isolated left to right in CSS (they read left to right in every language).
// tests/embed measures the result in Chromium; this test holds the markup.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccessPass } from '../access-pass/AccessPass.tsx'
import { Banner } from '../banner/Banner.tsx'
import { ContactCard } from '../contact-card/ContactCard.tsx'
import { SideNav } from '../side-nav/SideNav.tsx'
import { cleanup, click, render } from '../test/render.tsx'
import { UserMenu } from '../user-menu/UserMenu.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The text of each isolated run under `root`: `<bdi>`, or an element with `dir="auto"`. */
function isolatedRuns(root: ParentNode): string[] {
  return [...root.querySelectorAll('bdi, [dir="auto"]')].map((run) => run.textContent ?? '')
}

/** Every text node that holds `value`, each with the run that isolates it (or null). */
function runsAround(root: ParentNode, value: string): Array<Element | null> {
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT)
  const found: Array<Element | null> = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(value)) found.push(node.parentElement?.closest('bdi, [dir="auto"]') ?? null)
  }
  return found
}

/** Each value shows, and every place it shows is a run of exactly that value. */
function expectIsolated(root: ParentNode, values: readonly string[]) {
  for (const value of values) {
    const runs = runsAround(root, value)
    expect(runs.length, `${value} is shown`).toBeGreaterThan(0)
    for (const run of runs) expect(run?.textContent, `${value} is an isolated run of its own`).toBe(value)
  }
}

describe('values from the API are isolated runs inside the kit’s words', () => {
  it('the access pass: holder, airline, training centre, training event, its dates, and the API’s reason for a failed load', () => {
    const pass = {
      id: 'AP-7',
      holderName: 'ليلى حداد',
      airline: 'طيران المثال',
      trainingCentre: 'مركز دبي للتدريب',
      eventName: '737 MAX Recurrent',
      validFrom: '2026-11-27T06:00:00Z',
      validUntil: '2026-11-29T22:00:00Z'
    }
    const { container } = render(
      <AccessPass
        pass={pass}
        status="valid"
        validFrom="27/11/2026، 06:00 UTC"
        validUntil="29/11/2026، 22:00 UTC"
        offlineSince="27/11/2026، 05:00 UTC"
      />
    )
    expectIsolated(container, [
      pass.holderName,
      pass.airline,
      pass.trainingCentre,
      pass.eventName,
      '27/11/2026، 06:00 UTC',
      '29/11/2026، 22:00 UTC',
      '27/11/2026، 05:00 UTC'
    ])
    expect(container.querySelector('[part="name"]')?.textContent).toBe(pass.holderName)
    cleanup()

    const failed = render(<AccessPass unavailable="(503) Service Unavailable" />)
    expectIsolated(failed.container, ['(503) Service Unavailable'])
    expect(failed.container.querySelector('[part="error"]')?.textContent).toBe(
      'The access pass could not be loaded. (503) Service Unavailable'
    )
  })

  it('the contact card: the first name in the greeting, the place and date in the reservation sentence, the contact’s name and e-mail', () => {
    const { container } = render(
      <ContactCard
        open
        firstName="أحمد"
        contact={{
          name: 'ليلى حداد',
          email: 'layla@crew.example',
          phoneNumber: '+971 4 555 0100',
          availabilityStartTime: '08:00',
          availabilityEndTime: '17:00'
        }}
        meeting={{ location: 'مركز دبي للتدريب', date: 'November 27, 2026' }}
        onClose={vi.fn()}
        onOpenHelp={vi.fn(() => true)}
      />
    )
    expectIsolated(container, ['أحمد', 'مركز دبي للتدريب', 'November 27, 2026', 'ليلى حداد', 'layla@crew.example'])
    // The sentences read as before: only the value is isolated, never the kit's words around it.
    expect(container.querySelector('[part="title"]')?.textContent).toBe('Hello أحمد!')
    expect(container.querySelector('[part="meeting"]')?.textContent).toBe(
      'We look forward to seeing you at مركز دبي للتدريب on November 27, 2026.'
    )
    expect(isolatedRuns(container.querySelector('[part="meeting"]')!)).toEqual([
      'مركز دبي للتدريب',
      'November 27, 2026'
    ])
  })

  it('the banner’s message, the user menu’s name and e-mail, the side nav’s contexts', () => {
    const banner = render(
      <Banner
        messages={[{ kind: 'critical', message: 'تعذّر تحميل الرحلة 42' }]}
        onClose={vi.fn()}
        onContactUs={vi.fn()}
      />
    )
    expectIsolated(banner.container, ['تعذّر تحميل الرحلة 42'])
    cleanup()

    const menu = render(
      <UserMenu
        givenName="ليلى"
        lastName="حداد"
        email="layla@crew.example"
        smsNotificationsEnabled={false}
        buildNumber="1"
        onHelp={vi.fn()}
        onSettings={vi.fn()}
        onLogout={vi.fn()}
      />
    )
    expect(isolatedRuns(menu.container)).toEqual(['ليلى حداد', 'layla@crew.example'])
    cleanup()

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined
    }))
    const contexts = [
      { id: 'bat', label: 'BAT — بوينغ 737' },
      { id: 'fto', label: 'FTO — Airbus A320' }
    ]
    const nav = render(
      <SideNav
        open
        contexts={contexts}
        currentContext="bat"
        onOpenChange={vi.fn()}
        onNavigate={() => false}
        onContextChange={vi.fn()}
      />
    )
    click(nav.container.querySelector('[part="switcher-toggle"]')!)
    expectIsolated(nav.container, ['BAT — بوينغ 737', 'FTO — Airbus A320'])
  })
})

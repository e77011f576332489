// Hostile data runs nothing (docs/security-hostile.md): every widget view that shows text or a link
// from a server or a partner, rendered with the whole corpus (a different payload in each field, every
// URL payload in every URL field) and with strings fast-check makes up. Nothing may leave an inline handler,
// a script URL in an href or src, or an element no view renders; the text shows as text.
import {
  HOSTILE_PAYLOADS,
  HOSTILE_TEXTS,
  HOSTILE_URLS,
  hostileDomFindings,
  payloadCycle,
  watchForScriptRuns
} from '@crew-portal/core/test'
import type { HostilePayload } from '@crew-portal/core/test'
import fc from 'fast-check'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AccessPass } from './access-pass/AccessPass.tsx'
import { toAccessPass } from './access-pass/pass.ts'
import { Banner } from './banner/Banner.tsx'
import { ContactCard } from './contact-card/ContactCard.tsx'
import { toContactCardPerson } from './contact-card/data.ts'
import { SideNav } from './side-nav/SideNav.tsx'
import { toSideNavContexts } from './side-nav/items.ts'
import { Snackbar } from './snackbar/Snackbar.tsx'
import { cleanup, click, render } from './test/render.tsx'
import { UserMenu } from './user-menu/UserMenu.tsx'

const pwned = watchForScriptRuns()
afterEach(cleanup)

/** Field values for one case: `text()` and `url()` hand each field the next payload of the corpus. */
interface Values {
  text(): string
  url(): string
}

/** A view and the fields of its data, filled from `values`; `open` shows what sits behind a click. */
interface HostileCase {
  name: string
  view(values: Values): ReactNode
  open?: (container: HTMLElement) => void
}

function rendered(view: ReactNode, open?: (container: HTMLElement) => void): string[] {
  const { container, unmount } = render(view)
  open?.(container)
  const findings = hostileDomFindings(container)
  unmount()
  return findings
}

/**
 * Renders until every payload has been through the view: the text fields take the text payloads in
 * turn, one after the other across renders; in render i, URL field f takes URL payload i + f, so
 * every URL field meets every URL payload.
 */
function corpusRounds(check: (values: Values) => void): void {
  const text = payloadCycle(HOSTILE_TEXTS)
  let textsUsed = 0
  for (let round = 0; round < HOSTILE_URLS.length || textsUsed < HOSTILE_TEXTS.length; round += 1) {
    const url = payloadCycle(HOSTILE_URLS, round)
    check({
      text: () => {
        textsUsed += 1
        return text().text
      },
      url: () => url().text
    })
  }
}

const hostileString = fc
  .oneof(
    fc.constantFrom(...HOSTILE_PAYLOADS.map((payload: HostilePayload) => payload.text)),
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc
      .array(fc.constantFrom('<', '>', '"', "'", '&', '`', 'javascript:', '\u0000', '\u202E', '\ud800'), {
        maxLength: 20
      })
      .map((parts) => parts.join(''))
  )
  .filter((text) => text.trim() !== '')

/** Values fast-check makes up: each field draws its own string. */
function generatedValues(strings: string[]): Values {
  let index = 0
  const next = () => strings[index++ % strings.length] ?? ''
  return { text: next, url: next }
}

const noop = () => false

const cases: HostileCase[] = [
  {
    name: 'AccessPass (plain data, as a partner gives it)',
    view: ({ text, url }) => {
      const pass = toAccessPass({
        id: text(),
        holderName: text(),
        airline: text(),
        trainingCentre: text(),
        eventName: text(),
        photo: url(),
        validFrom: '2026-11-27T06:00:00Z',
        validUntil: '2026-11-29T22:00:00Z'
      })
      return <AccessPass pass={pass} status="valid" validFrom={text()} validUntil={text()} offlineSince={text()} />
    }
  },
  {
    name: 'AccessPass (a door code and a failure in words)',
    view: ({ text }) => (
      <>
        <AccessPass
          pass={{
            id: text(),
            holderName: text(),
            airline: text(),
            trainingCentre: text(),
            eventName: text(),
            validFrom: '2026-11-27T06:00:00Z',
            validUntil: '2026-11-29T22:00:00Z'
          }}
          status="expired"
          door={{
            status: 'ready',
            code: text().slice(0, 500),
            window: 1,
            windowStart: 0,
            windowMs: 15_000,
            signedAt: 0
          }}
        />
        <AccessPass unavailable={text()} offlineSince={text()} />
      </>
    )
  },
  {
    name: 'Banner',
    view: ({ text }) => (
      <Banner
        messages={[
          { kind: 'critical', message: text() },
          { kind: 'informative', message: text(), hideSuffix: true },
          { kind: 'global', message: text(), hideContactUs: true }
        ]}
        onClose={() => undefined}
        onContactUs={() => undefined}
      />
    )
  },
  {
    name: 'ContactCard and ContactPerson',
    view: ({ text, url }) => {
      const contact = toContactCardPerson({
        name: text(),
        email: text(),
        phoneNumber: text(),
        profilePicture: url(),
        availabilityStartTime: text(),
        availabilityEndTime: text()
      })
      if (!contact) throw new Error('the contact was refused')
      return (
        <ContactCard
          open
          firstName={text()}
          contact={contact}
          meeting={{ location: text(), date: text() }}
          customerCareUrl={url()}
          onClose={() => undefined}
          onOpenHelp={noop}
        />
      )
    }
  },
  {
    name: 'UserMenu, opened',
    view: ({ text, url }) => (
      <UserMenu
        givenName={text()}
        lastName={text()}
        email={text()}
        buildNumber={text()}
        smsNotificationsEnabled
        privacyPolicyUrl={url()}
        licenseAgreementUrl={url()}
        onHelp={() => undefined}
        onSettings={() => undefined}
        onLogout={() => undefined}
      />
    ),
    open: (container) => click(container.querySelector('button[aria-expanded]') as HTMLElement)
  },
  {
    name: 'SideNav with its context switcher open',
    view: ({ text }) => {
      const contexts = toSideNavContexts([
        { id: text(), label: text(), short: text() },
        { id: 'other', label: text() }
      ])
      return (
        <SideNav
          open
          active="training"
          contexts={contexts}
          currentContext={contexts[0]?.id}
          onOpenChange={() => undefined}
          onNavigate={noop}
          onContextChange={() => undefined}
        />
      )
    },
    open: (container) => click(container.querySelector('[part="switcher-toggle"]') as HTMLElement)
  },
  {
    name: 'Snackbar',
    view: ({ text }) => (
      <Snackbar
        notices={[{ id: 'n1', message: text(), action: { label: text(), onAction: () => undefined } }]}
        onDismiss={() => undefined}
      />
    )
  }
]

describe('widget views with hostile data', () => {
  it('the corpus holds at least 60 payloads of every kind the issue names', () => {
    expect(HOSTILE_PAYLOADS.length).toBeGreaterThanOrEqual(60)
    expect(new Set(HOSTILE_PAYLOADS.map((payload) => payload.id)).size).toBe(HOSTILE_PAYLOADS.length)
    expect(new Set(HOSTILE_PAYLOADS.map((payload) => payload.kind))).toEqual(
      new Set(['classic', 'mxss', 'attribute', 'url', 'https-url', 'rtl', 'template', 'long', 'other'])
    )
  })

  for (const { name, view, open } of cases) {
    it(`${name}: every payload of the corpus leaves nothing behind and runs nothing`, () => {
      corpusRounds((values) => {
        expect(rendered(view(values), open)).toEqual([])
      })
      expect(pwned).not.toHaveBeenCalled()
    }, 60_000)

    it(`${name}: so do strings fast-check makes up`, () => {
      fc.assert(
        fc.property(fc.array(hostileString, { minLength: 1, maxLength: 24 }), (strings) => {
          expect(rendered(view(generatedValues(strings)), open)).toEqual([])
        }),
        { numRuns: 25 }
      )
      expect(pwned).not.toHaveBeenCalled()
    }, 60_000)
  }

  it('the text shows as text: a banner message reads back exactly as sent', () => {
    for (const { text } of HOSTILE_TEXTS) {
      const { container, unmount } = render(
        <Banner
          messages={[{ kind: 'critical', message: text }]}
          onClose={() => undefined}
          onContactUs={() => undefined}
        />
      )
      expect(container.querySelector('[part="message"]')?.textContent).toContain(text)
      unmount()
    }
  }, 60_000)

  it('the checks see an injection when there is one (they can fail)', () => {
    const container = document.createElement('div')
    container.innerHTML = `<p><img src=x onerror="__pwned('x')"><a href=" javascript:x">a</a><iframe src="data:text/html,x"></iframe></p>`
    const shadowHost = document.createElement('div')
    container.append(shadowHost)
    shadowHost.attachShadow({ mode: 'open' }).innerHTML = `<a href="\u0001vbscript:x">b</a><math></math>`
    expect(hostileDomFindings(container)).toEqual([
      '<img onerror>',
      '<a href=" javascript:x">',
      '<iframe src="data:text/html,x">',
      '<a href="\u0001vbscript:x">',
      '<math>'
    ])
  })
})

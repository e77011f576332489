// Type tests, checked by `tsc -b` (never run): a React host and a plain-TS host using the elements.
// TypeScript gives hyphenated JSX props no contextual type, so listeners annotate their event.
import type { CrewBannerElement } from '../banner/element.ts'
import './react-jsx.ts'

export function ReactHost() {
  return (
    <>
      <crew-banner
        message="Down"
        kind="critical"
        hide-suffix
        notifications={[{ message: 'Maintenance', kind: 'global' }]}
        oncrew-close={(event: CustomEvent<{ kind: string; message: string }>) => event.detail.message.toUpperCase()}
      />
      <crew-contact-card
        open
        first-name="Alex"
        contact={{ name: 'Jordan', email: 'j@x', phoneNumber: '1' }}
        oncrew-open-help={(event: CustomEvent<{ topic: 'help-icon' | 'customer-care' }>) => event.detail.topic}
      />
      <crew-user-menu
        given-name="Alex"
        last-name="Morgan"
        email="a@x"
        sms-notifications-enabled
        oncrew-settings={(event: CustomEvent<{ smsNotificationsEnabled: boolean }>) =>
          event.detail.smsNotificationsEnabled
        }
      />
      <crew-access-pass offline updated-at="2026-11-27T07:15:00Z" />
      <crew-side-nav
        open
        active="library"
        contexts={[{ id: 'bat', label: 'BAT' }]}
        oncrew-toggle={(event: CustomEvent<{ open: boolean }>) => event.detail.open}
      />
      {/* @ts-expect-error kind is one of three variants */}
      <crew-banner kind="loud" />
      {/* @ts-expect-error active names an entry of the nav */}
      <crew-side-nav active="settings" />
      {/* @ts-expect-error a listener gets the event's own detail (hyphenated props are not contextually typed, so it is annotated) */}
      <crew-side-nav oncrew-toggle={(event: CustomEvent<{ item: number }>) => event.detail.item} />
      {/* @ts-expect-error the contact needs name, email and phoneNumber */}
      <crew-contact-card contact={{ name: 'Jordan' }} />
    </>
  )
}

export function plainHost(): void {
  const banner: CrewBannerElement | null = document.querySelector('crew-banner')
  if (banner) banner.message = 'Down'
  const nav = document.createElement('crew-side-nav')
  nav.contexts = [{ id: 'bat', label: 'BAT' }]
  nav.open = true
  // @ts-expect-error `open` is a boolean
  nav.open = 'yes'
  const pass = document.querySelector('crew-access-pass')
  // @ts-expect-error validUntil is missing
  if (pass) pass.pass = { id: 'AP', holderName: 'A', airline: 'B', trainingCentre: 'C', eventName: 'D', validFrom: 'x' }
}

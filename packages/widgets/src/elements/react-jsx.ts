// JSX typing of the crew-* elements, so a React host (the host app, a partner's React portal)
// type-checks their attributes and properties. React 19 sets a prop as a property when the element
// has one (our accessors) and as an attribute otherwise, so both spellings are typed; and it adds a
// prop `oncrew-<action>` as a listener of the `crew-<action>` event. TypeScript gives hyphenated JSX
// props no contextual type, so a listener annotates its event parameter (checked against these).
import type { HTMLAttributes, Ref } from 'react'
import type { CrewAccessPassElement } from '../access-pass/element.ts'
import type { CrewBannerElement } from '../banner/element.ts'
import type { CrewContactCardElement } from '../contact-card/element.ts'
import type { CrewSideNavElement } from '../side-nav/element.ts'
import type { CrewUserMenuElement } from '../user-menu/element.ts'

type Base<E> = Omit<HTMLAttributes<E>, 'children'> & { ref?: Ref<E | null> | Ref<HTMLElement | null>; class?: string }
type Props<E, Keys extends keyof E, Attributes> = Base<E> & Partial<Pick<E, Keys>> & Attributes
type Listener<Detail> = (event: CustomEvent<Detail>) => void
type BannerDetail = { kind: string; message: string }

export interface CrewElementsJsx {
  'crew-banner': Props<
    CrewBannerElement,
    'message' | 'kind' | 'notifications' | 'connected',
    {
      'hide-suffix'?: boolean
      'hide-contact-us'?: boolean
      'oncrew-close'?: Listener<BannerDetail>
      'oncrew-contact-us'?: Listener<BannerDetail>
    }
  >
  'crew-contact-card': Props<
    CrewContactCardElement,
    'open' | 'contact' | 'events' | 'connected',
    {
      'first-name'?: string | undefined
      'customer-care-url'?: string | undefined
      'oncrew-close'?: Listener<undefined>
      'oncrew-open-help'?: Listener<{ topic: 'help-icon' | 'customer-care' }>
    }
  >
  'crew-user-menu': Props<
    CrewUserMenuElement,
    'email' | 'connected',
    {
      'given-name'?: string
      'last-name'?: string
      'sms-notifications-enabled'?: boolean | undefined
      'build-number'?: string
      'privacy-policy-url'?: string
      'license-agreement-url'?: string
      'oncrew-help'?: Listener<undefined>
      'oncrew-settings'?: Listener<{ smsNotificationsEnabled: boolean }>
      'oncrew-logout'?: Listener<undefined>
    }
  >
  'crew-access-pass': Props<CrewAccessPassElement, 'pass' | 'offline' | 'connected', { 'updated-at'?: string }>
  'crew-side-nav': Props<
    CrewSideNavElement,
    'open' | 'active' | 'context' | 'contexts',
    {
      'oncrew-navigate'?: Listener<{ item: string; href: string }>
      'oncrew-toggle'?: Listener<{ open: boolean }>
      'oncrew-context-change'?: Listener<{ id: string; label: string }>
    }
  >
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the augmentation React's types expect
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging, not declaring
    interface IntrinsicElements extends CrewElementsJsx {}
  }
}

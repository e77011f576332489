import { afterEach, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, press, render } from '../test/render.tsx'
import { ContactCard, mailtoHref, telHref, usablePicture, type ContactCardProps } from './ContactCard.tsx'
import { meetingFor, toContactCardPerson } from './data.ts'

afterEach(cleanup)

const person = {
  name: 'Jordan Lee',
  email: 'jordan.lee@crew.example',
  phoneNumber: '+1 (305) 555-0142',
  availabilityStartTime: '08:00',
  availabilityEndTime: '17:00'
}

function show(overrides: Partial<ContactCardProps> = {}) {
  const props: ContactCardProps = {
    open: true,
    firstName: 'Alex',
    contact: person,
    meeting: { location: 'Miami Training Center', date: 'November 27, 2026' },
    customerCareUrl: 'https://care.example/customer-care',
    onClose: vi.fn(),
    onOpenHelp: vi.fn(() => true),
    ...overrides
  }
  const view = render(<ContactCard {...props} />)
  const dialog = view.container.querySelector('dialog')
  return { ...view, props, dialog }
}

describe('ContactCard', () => {
  it('is a modal dialog titled with a greeting to the first name', () => {
    const { dialog } = show()
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    const title = dialog?.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby') ?? '')}`)
    expect(title?.textContent).toBe('Hello Alex!')
  })

  it('says where and when the training is when the reservation matched', () => {
    expect(show().dialog?.textContent).toContain(
      'We look forward to seeing you at Miami Training Center on November 27, 2026.'
    )
  })

  it('leaves the sentence out without a matching reservation', () => {
    expect(show({ meeting: undefined }).dialog?.textContent).not.toContain('We look forward')
  })

  it('shows the contact with availability in UTC, a tel: link and a mailto: link with the subject', () => {
    const { dialog } = show()
    expect(dialog?.textContent).toContain('If you have any questions or need support')
    expect(dialog?.querySelector('[part="availability"]')?.textContent).toBe('Mon. to Fri. 08:00 – 17:00 UTC')
    expect(dialog?.querySelector('[part="phone"]')?.getAttribute('href')).toBe('tel:+13055550142')
    expect(dialog?.querySelector('[part="email"]')?.getAttribute('href')).toBe(
      'mailto:jordan.lee@crew.example?subject=Training%20Event%20Help'
    )
  })

  it('shows the placeholder when the picture is missing or unusable', () => {
    expect(show({ contact: { ...person, picture: undefined } }).dialog?.querySelector('img')).toBeNull()
    cleanup()
    expect(
      show({ contact: { ...person, picture: 'javascript:alert(1)' } }).dialog?.querySelector(
        '[aria-label="No picture"]'
      )
    ).not.toBeNull()
    cleanup()
    expect(
      show({ contact: { ...person, picture: 'data:image/jpeg;base64,AAAA' } })
        .dialog?.querySelector('img')
        ?.getAttribute('src')
    ).toBe('data:image/jpeg;base64,AAAA')
  })

  it('opens the help panel from both notes; a handled Customer Care click does not navigate', () => {
    const { dialog, props } = show()
    click(button(/always available under the help icon/))
    expect(props.onOpenHelp).toHaveBeenLastCalledWith('help-icon')
    const care = dialog?.querySelector<HTMLAnchorElement>('a[part="customer-care"]')
    expect(care?.getAttribute('href')).toBe('https://care.example/customer-care')
    const click2 = new MouseEvent('click', { bubbles: true, cancelable: true })
    care?.dispatchEvent(click2)
    expect(props.onOpenHelp).toHaveBeenLastCalledWith('customer-care')
    expect(click2.defaultPrevented).toBe(true)
  })

  it('closes with the cross and with Escape', () => {
    const { dialog, props } = show()
    click(button('Close'))
    expect(props.onClose).toHaveBeenCalledTimes(1)
    if (!dialog) throw new Error('no dialog')
    expect(press(dialog, 'Escape')).toBe(false)
    expect(props.onClose).toHaveBeenCalledTimes(2)
  })

  it('moves focus in, keeps Tab inside, and returns focus to the opener on close', () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const { dialog, rerender, props } = show()
    if (!dialog) throw new Error('no dialog')
    const close = button('Close')
    expect(document.activeElement).toBe(close)
    expect(press(close, 'Tab', { shiftKey: true })).toBe(false)
    const last = dialog.querySelector<HTMLElement>('[part="customer-care"]')
    expect(document.activeElement).toBe(last)
    if (!last) throw new Error('no link')
    expect(press(last, 'Tab')).toBe(false)
    expect(document.activeElement).toBe(close)
    rerender(<ContactCard {...props} open={false} />)
    expect(document.activeElement).toBe(opener)
  })

  it('renders hostile strings as text', () => {
    const hostile = '<img src=x onerror="alert(1)">'
    const { dialog } = show({ firstName: hostile, contact: { ...person, name: hostile } })
    expect(dialog?.querySelectorAll('img')).toHaveLength(0)
    expect(dialog?.textContent).toContain(hostile)
  })
})

describe('contact card data', () => {
  it('builds the links safely', () => {
    expect(telHref('+1 305 555 0142 ext')).toBe('tel:+13055550142')
    expect(mailtoHref('a?b=c@x.example')).toBe('mailto:a%3Fb%3Dc@x.example?subject=Training%20Event%20Help')
    expect(usablePicture('https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg')
    expect(usablePicture('data:text/html;base64,AAAA')).toBeUndefined()
  })

  it('an e-mail with half an emoji (a lone surrogate, as a server may send it) still makes a link instead of throwing', () => {
    expect(mailtoHref('pilot\ud83d@x.example')).toBe('mailto:pilot%EF%BF%BD@x.example?subject=Training%20Event%20Help')
    expect(mailtoHref('\ude00pilot@x.example')).toBe('mailto:%EF%BF%BDpilot@x.example?subject=Training%20Event%20Help')
    expect(mailtoHref('\ud83d\ude00@x.example')).toBe('mailto:%F0%9F%98%80@x.example?subject=Training%20Event%20Help')
  })

  it('needs a name, an e-mail and a phone, and formats unknown times as --:--', () => {
    expect(toContactCardPerson({ name: 'A', email: 'a@x', phoneNumber: '' })).toBeUndefined()
    expect(toContactCardPerson(null)).toBeUndefined()
    expect(toContactCardPerson({ name: 'A', email: 'a@x', phoneNumber: '1', availabilityStartTime: 42 })).toMatchObject(
      {
        availabilityStartTime: '--:--',
        availabilityEndTime: '--:--'
      }
    )
  })

  it('matches the reservation by geminiReservationId or reservationId', () => {
    const events = [
      {
        reservationId: 'R-1',
        geminiReservationId: 'G-1',
        trainingLocationDisplayName: 'Miami',
        startDate: '2026-11-27T08:00:00Z'
      },
      { reservationId: 'R-2', trainingLocationDisplayName: 'Denver', startDate: '2026-12-03' }
    ]
    expect(meetingFor({ reservationId: 'G-1' }, events)).toEqual({ location: 'Miami', date: 'November 27, 2026' })
    expect(meetingFor({ reservationId: 'R-2' }, events)).toEqual({ location: 'Denver', date: 'December 3, 2026' })
    expect(meetingFor({ reservationId: 'R-9' }, events)).toBeUndefined()
    expect(meetingFor({}, events)).toBeUndefined()
    expect(meetingFor({ reservationId: 'R-1' }, 'not events')).toBeUndefined()
  })
})

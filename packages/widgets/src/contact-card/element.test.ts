import { afterEach, describe, expect, it, vi } from 'vitest'
import { attachElement } from '../test/elements.ts'
import './element.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

const contact = {
  name: 'Jordan Lee',
  email: 'jordan.lee@crew.example',
  phoneNumber: '+1 (305) 555-0142',
  reservationId: 'R-1',
  availabilityStartTime: '08:00',
  availabilityEndTime: '17:00'
}
const events = [
  { reservationId: 'R-1', trainingLocationDisplayName: 'Miami Training Center', startDate: '2026-11-27T09:00:00Z' }
]

const contactCard = (lang?: string) =>
  attachElement('crew-contact-card', lang, (element) => {
    element.setAttribute('first-name', 'Ada')
    element.setAttribute('customer-care-url', 'https://care.example/')
    element.contact = contact
    element.events = events
    element.open = true
  })

describe('<crew-contact-card> in the page’s language', () => {
  it('in English, shows today’s words and the long US date', async () => {
    const { text, root } = await contactCard()
    for (const words of [
      'Hello Ada!',
      'We look forward to seeing you at Miami Training Center on November 27, 2026.',
      'Mon. to Fri. 08:00 – 17:00 UTC',
      'Do you have more upcoming trainings? Visit our Customer Care page.'
    ]) {
      expect(text()).toContain(words)
    }
    expect(root.querySelector('[part="close"]')?.getAttribute('aria-label')).toBe('Close')
    expect(root.querySelector('[part="person"]')?.getAttribute('aria-label')).toBe('Your customer care contact')
  })

  it('in German, greets formally, with the German long date and the link inside its sentence', async () => {
    const { text, root } = await contactCard('de')
    await vi.waitFor(() => expect(text()).toContain('Guten Tag, Ada!'))
    for (const words of [
      'Wir freuen uns, Sie am 27. November 2026 in Miami Training Center begrüßen zu dürfen.',
      'Mo. bis Fr. 08:00 – 17:00 UTC',
      'Stehen bei Ihnen weitere Schulungen an? Besuchen Sie unsere Kundenservice-Seite.'
    ]) {
      expect(text()).toContain(words)
    }
    expect(root.querySelector('a[part="customer-care"]')?.textContent).toBe('Kundenservice-Seite')
    expect(root.querySelector('[part="close"]')?.getAttribute('aria-label')).toBe('Schließen')
  })

  it('in Arabic, with the Arabic long date; the phone number and e-mail stay as given', async () => {
    const { text, root } = await contactCard('ar')
    await vi.waitFor(() => expect(text()).toContain('مرحبًا Ada!'))
    const date = new Intl.DateTimeFormat('ar', { dateStyle: 'long' }).format(new Date(2026, 10, 27, 12))
    expect(text()).toContain(`نتطلع إلى استقبالك في Miami Training Center بتاريخ ${date}.`)
    expect(root.querySelector('[part="phone"]')?.textContent).toBe('+1 (305) 555-0142')
    expect(root.querySelector('[part="email"]')?.textContent).toBe('jordan.lee@crew.example')
    expect(root.querySelector('[part="close"]')?.getAttribute('aria-label')).toBe('إغلاق')
  })
})

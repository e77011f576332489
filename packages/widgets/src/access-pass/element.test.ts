import { afterEach, describe, expect, it, vi } from 'vitest'
import { attachElement } from '../test/elements.ts'
import { examplePassData } from '../test/fixtures.ts'
import './element.ts'

// Valid whenever the test runs: the status is the pass clock's, on this machine's time.
const pass = { ...examplePassData, validFrom: '2020-01-01T06:00:00Z', validUntil: '2099-11-29T22:00:00Z' }

afterEach(() => {
  document.body.innerHTML = ''
})

async function accessPass(lang?: string) {
  const attached = await attachElement('crew-access-pass', lang, (element) => {
    element.setAttribute('offline', '')
    element.setAttribute('updated-at', '2026-11-26T07:30:00Z')
    element.pass = pass
  })
  return {
    ...attached,
    label: (part: string) => attached.root.querySelector(`[part~="${part}"]`)?.getAttribute('aria-label')
  }
}

describe('<crew-access-pass> in the page’s language', () => {
  it('in English, shows today’s words and the app’s dd-MM-yyyy instants in UTC', async () => {
    const { text, label } = await accessPass()
    for (const words of [
      'You are offline. This pass is as of 26-11-2026 07:30 UTC.',
      'Access Pass',
      'Valid',
      'Training centre',
      'Training event',
      '01-01-2020 06:00 UTC – 29-11-2099 22:00 UTC',
      'For display only: this pass is not signed and does not open the door.'
    ]) {
      expect(text()).toContain(words)
    }
    expect(label('qr')).toBe('QR code of access pass AP-2026-0042')
    expect(label('photo')).toBe('No photo')
  })

  it('in German, says it in German with German dates', async () => {
    const { text, label } = await accessPass('de')
    await vi.waitFor(() => expect(text()).toContain('Zutrittsausweis'))
    for (const words of [
      'Sie sind offline. Dieser Ausweis hat den Stand vom 26.11.2026, 07:30 UTC.',
      'Gültig',
      'Trainingszentrum',
      'Schulung',
      'Gültigkeit',
      '01.01.2020, 06:00 UTC – 29.11.2099, 22:00 UTC',
      'Nur zur Anzeige: Dieser Ausweis ist nicht signiert und öffnet die Tür nicht.'
    ]) {
      expect(text()).toContain(words)
    }
    expect(label('qr')).toBe('QR-Code des Zutrittsausweises AP-2026-0042')
    expect(label('photo')).toBe('Kein Foto')
    expect(text()).not.toContain('Access Pass')
  })

  it('in Arabic, says it in Arabic with Arabic dates; the pass id and the holder stay as given', async () => {
    const { text, label } = await accessPass('ar')
    await vi.waitFor(() => expect(text()).toContain('تصريح الدخول'))
    const arabic = new Intl.DateTimeFormat('ar', {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'UTC'
    })
    for (const words of [
      `هذا التصريح محدَّث حتى ${arabic.format(new Date('2026-11-26T07:30:00Z'))} UTC`,
      'صالح',
      'مدة الصلاحية',
      'مركز التدريب',
      'للعرض فقط',
      'Alex Morgan',
      'AP-2026-0042'
    ]) {
      expect(text()).toContain(words)
    }
    expect(label('qr')).toBe('رمز QR لتصريح الدخول AP-2026-0042')
  })
})

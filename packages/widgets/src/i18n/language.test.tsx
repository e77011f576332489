import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerCrewTranslation, updateCrewPortal } from '../elements/configure-lazy.ts'
import { crewElement, defineCrewElement } from '../elements/define.ts'
import { accessPass } from './en/access-pass.ts'
import { useCrewLanguage, useCrewMessages } from './language.ts'

// A probe element: which table it shows, the tag its dates use, and one of its words.
function Probe() {
  const { locale, dateLocale } = useCrewLanguage()
  const { title } = useCrewMessages('accessPass', accessPass)
  return <p>{`${locale}|${dateLocale ?? ''}|${title}`}</p>
}
defineCrewElement('crew-test-language', crewElement(Probe, { attributes: {}, styles: [] }))

type Probe = HTMLElement & { updateComplete: Promise<boolean> }

const shown = (element: Element) => element.shadowRoot?.textContent ?? ''

async function probe(parent: ParentNode = document.body, lang?: string): Promise<Probe> {
  const element = document.createElement('crew-test-language') as Probe
  if (lang !== undefined) element.setAttribute('lang', lang)
  parent.append(element)
  await element.updateComplete
  return element
}

const speaks = (element: Element, expected: string) => vi.waitFor(() => expect(shown(element)).toBe(expected))

afterEach(async () => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('lang')
  await updateCrewPortal({ locale: null })
})

describe('an element’s language', () => {
  it('shows English while its language loads, then switches to it', async () => {
    const element = await probe(document.body, 'fr')
    expect(shown(element)).toBe('en||Access Pass')
    await speaks(element, 'fr|fr|Badge d’accès')
  })

  it('is its own lang, then the nearest ancestor’s, across a shadow root, then the kit’s locale, then <html lang>, then English', async () => {
    document.documentElement.setAttribute('lang', 'es')
    const partner = document.createElement('div')
    partner.setAttribute('lang', 'ar')
    document.body.append(partner)
    const shadow = partner.attachShadow({ mode: 'open' })
    const section = document.createElement('section')
    shadow.append(section)
    const element = await probe(section, 'de')
    await updateCrewPortal({ locale: 'pt-BR' })

    await speaks(element, 'de|de|Zutrittsausweis')
    element.removeAttribute('lang')
    await speaks(element, 'ar|ar|تصريح الدخول')
    partner.removeAttribute('lang')
    await speaks(element, 'pt-br|pt-BR|Crachá de acesso')
    await updateCrewPortal({ locale: null })
    await speaks(element, 'es|es|Pase de acceso')
    document.documentElement.removeAttribute('lang')
    await speaks(element, 'en||Access Pass')
  })

  it('falls back by subtags, case-insensitively, and to English for a language the kit lacks', async () => {
    const [brazil, peru, portugal, japan, nonsense] = await Promise.all(
      ['PT-br', 'es-PE', 'pt-PT', 'ja', 'not a tag'].map((lang) => probe(document.body, lang))
    )
    await speaks(brazil as Probe, 'pt-br|pt-BR|Crachá de acesso')
    await speaks(peru as Probe, 'es|es-PE|Pase de acceso')
    await speaks(portugal as Probe, 'pt-br|pt-PT|Crachá de acesso')
    await speaks(japan as Probe, 'en||Access Pass')
    await speaks(nonsense as Probe, 'en||Access Pass')
  })

  it('follows a change of lang live: on the element, on an ancestor, on <html>', async () => {
    const wrapper = document.createElement('div')
    document.body.append(wrapper)
    const element = await probe(wrapper)
    const before = await probe(document.body, 'en')
    document.documentElement.setAttribute('lang', 'de')
    await speaks(element, 'de|de|Zutrittsausweis')
    wrapper.setAttribute('lang', 'es')
    await speaks(element, 'es|es|Pase de acceso')
    element.lang = 'ar'
    await speaks(element, 'ar|ar|تصريح الدخول')
    expect(shown(before)).toBe('en||Access Pass')
  })

  it('follows a move under another lang', async () => {
    const german = Object.assign(document.createElement('div'), { lang: 'de' })
    const spanish = Object.assign(document.createElement('div'), { lang: 'es' })
    document.body.append(german, spanish)
    const element = await probe(german)
    await speaks(element, 'de|de|Zutrittsausweis')
    spanish.append(element)
    await speaks(element, 'es|es|Pase de acceso')
  })
})

describe('registerCrewTranslation', () => {
  it('adds a language: elements already on screen in it switch, and English fills what it leaves out', async () => {
    const element = await probe(document.body, 'it-CH')
    await speaks(element, 'en||Access Pass')
    await registerCrewTranslation('it', { accessPass: { title: 'Pass di accesso' } })
    await speaks(element, 'it|it-CH|Pass di accesso')
    await registerCrewTranslation('it', { contactCard: { close: 'Chiudi' } })
    await speaks(element, 'it|it-CH|Pass di accesso')
  })

  it('overrides some words of a language of the kit, and of English', async () => {
    const german = await probe(document.body, 'de')
    const english = await probe(document.body)
    await speaks(german, 'de|de|Zutrittsausweis')
    await registerCrewTranslation('DE', { accessPass: { title: 'Crew-Ausweis' } })
    await registerCrewTranslation('en', { accessPass: { title: 'Door Pass' } })
    await speaks(german, 'de|de|Crew-Ausweis')
    await speaks(english, 'en||Door Pass')
    await registerCrewTranslation('en', { accessPass: { title: 'Access Pass' } })
  })

  it('refuses a bad tag or words the kit does not have, with a TypeError, changing nothing', async () => {
    await expect(registerCrewTranslation('not a tag', {})).rejects.toThrow(TypeError)
    await expect(registerCrewTranslation('nl', { accessPass: { titel: 'Toegangspas' } } as never)).rejects.toThrow(
      /accessPass\.titel/
    )
    const element = await probe(document.body, 'nl')
    await speaks(element, 'en||Access Pass')
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { canonicalLocale, declaredLang, languageTag, localeChain } from './lang.ts'

const KIT = ['de', 'es', 'fr', 'pt-br', 'ar']

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('lang')
})

describe('localeChain', () => {
  it('falls back by subtags, then to English', () => {
    expect(localeChain('pt-BR', KIT)).toEqual(['pt-br', 'pt', 'en'])
    expect(localeChain('es-PE', KIT)).toEqual(['es-pe', 'es', 'en'])
    expect(localeChain('zh-Hant-TW', KIT)).toEqual(['zh-hant-tw', 'zh-hant', 'zh', 'en'])
  })

  it('after the subtags, tries a table of the same language before English', () => {
    expect(localeChain('pt-PT', KIT)).toEqual(['pt-pt', 'pt', 'pt-br', 'en'])
    expect(localeChain('pt', KIT)).toEqual(['pt', 'pt-br', 'en'])
  })

  it('has only English for a language the kit does not have', () => {
    expect(localeChain('ja', KIT)).toEqual(['ja', 'en'])
  })
})

describe('canonicalLocale', () => {
  it('reads a tag in any case, and nothing else', () => {
    expect(canonicalLocale('PT-br')).toBe('pt-BR')
    expect(canonicalLocale(' de ')).toBe('de')
    for (const bad of ['', '  ', 'not a tag', 'de_DE', 42, undefined])
      expect(canonicalLocale(bad), String(bad)).toBeUndefined()
  })
})

describe('an element’s language', () => {
  function element(html: string, id = 'it'): Element {
    document.body.innerHTML = html
    return document.getElementById(id) as Element
  }

  it('is its own lang first', () => {
    expect(declaredLang(element('<div lang="fr"><p id="it" lang="de"></p></div>'))).toBe('de')
  })

  it('is the nearest ancestor’s lang next; an empty lang says nothing', () => {
    expect(declaredLang(element('<div lang="fr"><section lang="es"><p id="it"></p></section></div>'))).toBe('es')
    expect(declaredLang(element('<div lang="fr"><p id="it" lang=""></p></div>'))).toBe('fr')
  })

  it('crosses shadow roots to their hosts', () => {
    const host = element('<div lang="ar"><x-partner id="host"></x-partner></div>', 'host')
    const inner = host.attachShadow({ mode: 'open' })
    inner.innerHTML = '<div><p id="it"></p></div>'
    expect(declaredLang(inner.querySelector('#it') as Element)).toBe('ar')
    ;(inner.firstElementChild as Element).setAttribute('lang', 'de')
    expect(declaredLang(inner.querySelector('#it') as Element)).toBe('de')
  })

  it('takes the kit’s locale before <html lang>, and the document’s lang last', () => {
    document.documentElement.setAttribute('lang', 'fr')
    const target = element('<p id="it"></p>')
    expect(declaredLang(target)).toBeUndefined()
    expect(languageTag(target, 'de')).toBe('de')
    expect(languageTag(target, undefined)).toBe('fr')
    target.setAttribute('lang', 'es')
    expect(languageTag(target, 'de')).toBe('es')
    document.documentElement.removeAttribute('lang')
    target.removeAttribute('lang')
    expect(languageTag(target, undefined)).toBeUndefined()
  })
})

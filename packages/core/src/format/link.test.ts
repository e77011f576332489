import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { configureTestCrewPortal } from '../test/index.ts'
import { httpsLinkUrl, serverLinkUrl } from './link.ts'

const PAGE = 'https://crew.example/training/evt-1'

describe('serverLinkUrl: https, or a path on the page’s origin', () => {
  it.each([
    ['https://files.example/doc.pdf', 'https://files.example/doc.pdf'],
    ['HTTPS://Files.Example:8443/a?x=1#y', 'https://files.example:8443/a?x=1#y'],
    ['/help#customer-care', '/help#customer-care'],
    ['/library?q=a320', '/library?q=a320'],
    ['documents', '/training/documents'],
    ['./x/../y', '/training/y'],
    ['?tab=2', '/training/evt-1?tab=2'],
    ['https://crew.example/help', 'https://crew.example/help'],
    ['/caf\u00e9', '/caf%C3%A9']
  ])('keeps %j as %j', (value, expected) => {
    expect(serverLinkUrl(value, PAGE)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u2028javascript:alert(1)',
    '\u00a0javascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    '/\u202Efdp.exe',
    'https://files.example/\u202Efdp.exe',
    'vbscript:msgbox(1)',
    '\u000bVBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://files.example/doc.pdf',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example\\x',
    'https://user:secret@evil.example/',
    'https://crew.example@evil.example/',
    'https:',
    'https://',
    'blob:https://crew.example/uuid',
    'file:///etc/passwd',
    'mailto:x@example.com',
    'https://files.example/\n',
    'https://files.example/a b',
    ' /help',
    '',
    `https://files.example/${'a'.repeat(2048)}`
  ])('refuses %j', (value) => {
    expect(serverLinkUrl(value, PAGE)).toBeUndefined()
  })

  it.each([undefined, null, 42, {}, ['https://files.example/'], new URL('https://files.example/')])(
    'refuses the non-string %j',
    (value) => {
      expect(serverLinkUrl(value, PAGE)).toBeUndefined()
    }
  )

  it('refuses a path when the page has no origin of its own (about:blank, a data: page)', () => {
    expect(serverLinkUrl('/help', 'about:blank')).toBeUndefined()
    expect(serverLinkUrl('/help', 'not a url')).toBeUndefined()
    expect(serverLinkUrl('https://files.example/', 'about:blank')).toBe('https://files.example/')
  })

  it('reads the page’s address from the configured environment when not given', () => {
    configureTestCrewPortal({ href: 'https://app.test/library/doc-1' })
    expect(serverLinkUrl('/help')).toBe('/help')
    expect(serverLinkUrl('doc-2')).toBe('/library/doc-2')
  })
})

describe('httpsLinkUrl: the https half', () => {
  it('keeps absolute https URLs only', () => {
    expect(httpsLinkUrl('https://crew.example/privacy')).toBe('https://crew.example/privacy')
    for (const value of [
      '/privacy',
      'http://crew.example/',
      'javascript:alert(1)',
      ' https://crew.example/',
      'https://a:b@crew.example/',
      42
    ]) {
      expect(httpsLinkUrl(value)).toBeUndefined()
    }
  })
})

// What the browser does with an href before it reads the scheme: strips C0 controls and spaces at
// both ends and removes tab and line breaks anywhere (WHATWG URL). A check must read the same.
const c0OrSpace = fc.constantFrom(...Array.from({ length: 33 }, (_, code) => String.fromCharCode(code)))
const tabOrNewline = fc.constantFrom('\t', '\n', '\r')
const anyCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''))
const sprinkled = (word: string) =>
  fc
    .tuple(anyCase(word), fc.array(fc.tuple(fc.nat(word.length), tabOrNewline), { maxLength: 3 }))
    .map(([text, inserts]) => {
      let result = text
      for (const [at, char] of inserts) result = `${result.slice(0, at)}${char}${result.slice(at)}`
      return result
    })
const scriptScheme = fc.constantFrom('javascript', 'vbscript', 'data').chain(sprinkled)
const hostileUrl = fc
  .tuple(
    fc.array(c0OrSpace, { maxLength: 4 }),
    scriptScheme,
    fc.constantFrom(':', '\t:', ':\n'),
    fc.constantFrom('alert(1)', 'text/html,<script>alert(1)</script>', '//%0aalert(1)')
  )
  .map(([lead, scheme, colon, body]) => `${lead.join('')}${scheme}${colon}${body}`)

/** The scheme the browser would follow for an href on PAGE, or undefined when it would not parse. */
function followedProtocol(href: string): string | undefined {
  try {
    return new URL(href, PAGE).protocol
  } catch {
    return undefined
  }
}

describe('serverLinkUrl, as properties', () => {
  it('never lets a javascript:, vbscript: or data: URL through, in any case, with any leading controls or inner tabs', () => {
    fc.assert(
      fc.property(hostileUrl, (value) => serverLinkUrl(value, PAGE) === undefined),
      { numRuns: 1000 }
    )
  }, 30_000)

  it('whatever the string, what it gives is followed by the browser as https on an https page', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.webUrl({ withFragments: true, withQueryParameters: true }),
      hostileUrl,
      fc.string().map((path) => `/${path}`)
    )
    fc.assert(
      fc.property(anyText, (value) => {
        const link = serverLinkUrl(value, PAGE)
        if (link === undefined) return true
        const sameOriginPath =
          link.startsWith('/') && !link.startsWith('//') && new URL(link, PAGE).origin === 'https://crew.example'
        // Stable: what passed passes again, unchanged (the view may apply the rule twice).
        return (
          followedProtocol(link) === 'https:' &&
          (link.startsWith('https://') || sameOriginPath) &&
          serverLinkUrl(link, PAGE) === link
        )
      }),
      { numRuns: 500 }
    )
  }, 30_000)

  it('keeps every https URL without user information, as the parser writes it', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'], withFragments: true, withQueryParameters: true }),
        (value) => serverLinkUrl(value, PAGE) === new URL(value).href
      ),
      { numRuns: 300 }
    )
  })
})

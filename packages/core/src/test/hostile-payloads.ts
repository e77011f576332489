// The hostile-data corpus (docs/security-hostile.md): strings a server, a flag, a configuration, a
// query or a partner's attribute might carry to make the page run something. Every payload that
// would run calls `__pwned('<its id>')` (or opens a dialog): a test exposes that function and fails
// if it is ever called. Plain TypeScript data, so Vitest, Playwright and web-test-runner read one list.

export type HostileKind =
  /** Markup and script in every classic shape. */
  | 'classic'
  /** Mutation XSS: markup that changes meaning when parsed, serialised and parsed again (DOMPurify's shapes). */
  | 'mxss'
  /** Breaking out of an attribute or a string the text might be put in. */
  | 'attribute'
  /** A script-running URL: javascript:, vbscript:, data:text/html, in any case, with leading controls. */
  | 'url'
  /** An https URL that passes the link rule yet carries markup, quotes or a lookalike. */
  | 'https-url'
  /** Right-to-left overrides and other invisible controls that turn text around. */
  | 'rtl'
  /** Template injection: {{...}}, ${...} and friends. */
  | 'template'
  /** Over-long text. */
  | 'long'
  /** Text that other layers (JSON, CSS, headers, Markdown) would read as code. */
  | 'other'

export interface HostilePayload {
  id: string
  kind: HostileKind
  text: string
}

const p = (id: string, kind: HostileKind, text: string): HostilePayload => ({ id, kind, text })

const classic: HostilePayload[] = [
  p('c01', 'classic', `<script>__pwned('c01')</script>`),
  p('c02', 'classic', `<img src=x onerror=__pwned('c02')>`),
  p('c03', 'classic', `<svg onload=__pwned('c03')>`),
  p('c04', 'classic', `"><script>__pwned('c04')</script>`),
  p('c05', 'classic', `'><img src=x onerror=__pwned('c05')>`),
  p('c06', 'classic', `<body onload=__pwned('c06')>`),
  p('c07', 'classic', `<iframe src="javascript:__pwned('c07')"></iframe>`),
  p('c08', 'classic', `<a href="javascript:__pwned('c08')">Open your pass</a>`),
  p('c09', 'classic', `<input autofocus onfocus=__pwned('c09')>`),
  p('c10', 'classic', `<details open ontoggle=__pwned('c10')>`),
  p('c11', 'classic', `<video><source onerror=__pwned('c11')></video>`),
  p('c12', 'classic', `<object data="javascript:__pwned('c12')"></object>`),
  p('c13', 'classic', `<embed src="data:text/html,<script>parent.__pwned('c13')</script>">`),
  p('c14', 'classic', `</textarea><script>__pwned('c14')</script>`),
  p('c15', 'classic', `</title><svg/onload=__pwned('c15')>`),
  p('c16', 'classic', `<base href="javascript:__pwned('c16')//">`),
  p('c17', 'classic', `<meta http-equiv="refresh" content="0;url=javascript:__pwned('c17')">`),
  p('c18', 'classic', `<form action="javascript:__pwned('c18')"><button>Save</button></form>`),
  p('c19', 'classic', `<svg><script>__pwned('c19')</script></svg>`),
  p('c20', 'classic', `<img src=x onerror="&#95;&#95;pwned&#40;'c20'&#41;">`),
  p('c21', 'classic', `<scr<script>ipt>__pwned('c21')</scr</script>ipt>`),
  p('c22', 'classic', `&lt;img src=x onerror=__pwned('c22')&gt;`),
  p('c23', 'classic', `%3Cimg%20src%3Dx%20onerror%3D__pwned('c23')%3E`),
  p('c24', 'classic', `<img src="x" alt="__pwned('c24')" onerror="eval(alt)">`),
  p('c25', 'classic', `<script>alert('c25')</script><img src=x onerror=confirm('c25')>`),
  p('c26', 'classic', `<button popovertarget=x>x</button><div popover id=x onbeforetoggle=__pwned('c26')>`),
  p('c27', 'classic', `<img src=x name=createElement><img src=y id=cookie><form id=__pwned>`)
]

// Shapes of DOMPurify's mutation-XSS fixtures (namespace confusion through svg and math, style and
// comments read differently on a second parse, attributes that close an element), written anew.
const mxss: HostilePayload[] = [
  p('m01', 'mxss', `<svg></p><style><a id="</style><img src=1 onerror=__pwned('m01')>">`),
  p('m02', 'mxss', `<math><mtext><table><mglyph><style><img src=x onerror=__pwned('m02')>`),
  p('m03', 'mxss', `<form><math><mtext></form><form><mglyph><style></math><img src onerror=__pwned('m03')>`),
  p('m04', 'mxss', `<noscript><p title="</noscript><img src=x onerror=__pwned('m04')>">`),
  p('m05', 'mxss', `<svg><style><img src=x onerror=__pwned('m05')></style></svg>`),
  p(
    'm06',
    'mxss',
    `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=__pwned('m06') src=1>"></path></textarea></mtext></svg></mglyph></mi></math>`
  ),
  p('m07', 'mxss', `<template><style></template><img src=x onerror=__pwned('m07')>`),
  p('m08', 'mxss', `<xmp><p title="</xmp><img src=x onerror=__pwned('m08')>">`),
  p('m09', 'mxss', `<iframe srcdoc="&lt;img src=x onerror=parent.__pwned('m09')&gt;"></iframe>`),
  p('m10', 'mxss', `<svg><a xlink:href="javascript:__pwned('m10')"><text x="20" y="20">Open</text></a></svg>`),
  p('m11', 'mxss', `<!--<img src="--><img src=x onerror=__pwned('m11')//">`),
  p('m12', 'mxss', `<select><template><style><!--</style><a rel="--></template><img src=x onerror=__pwned('m12')>">`),
  p(
    'm13',
    'mxss',
    `<math><annotation-xml encoding="text/html"><style><img src=x onerror=__pwned('m13')></style></annotation-xml></math>`
  ),
  p('m14', 'mxss', `<svg><foreignObject><iframe onload=__pwned('m14')></iframe></foreignObject></svg>`),
  p('m15', 'mxss', `<svg></p><title><a id="</title><img src=x onerror=__pwned('m15')>"></a></title></svg>`),
  p(
    'm16',
    'mxss',
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=__pwned('m16')>"></style></svg></mglyph></h1></mtext></math>`
  ),
  p('m17', 'mxss', `<noembed><img title="</noembed><img src=x onerror=__pwned('m17')>"></noembed>`),
  p('m18', 'mxss', `123<a href='\u2028javascript:__pwned("m18")'>I am a link</a>`)
]

const attribute: HostilePayload[] = [
  p('a01', 'attribute', `" onmouseover="__pwned('a01')" x="`),
  p('a02', 'attribute', `' autofocus onfocus='__pwned("a02")' x='`),
  p('a03', 'attribute', `\` onerror=__pwned('a03') \``),
  p(
    'a04',
    'attribute',
    `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+__pwned('a04')//'>`
  ),
  p('a05', 'attribute', `';__pwned('a05');//`),
  p('a06', 'attribute', `";__pwned('a06');//`)
]

// The same scheme in the shapes a browser still follows: any case, leading spaces and C0 controls,
// tabs and line breaks inside the scheme, entities and percent escapes in the rest.
const url: HostilePayload[] = [
  p('u01', 'url', `javascript:__pwned('u01')`),
  p('u02', 'url', `JAVASCRIPT:__pwned('u02')`),
  p('u03', 'url', `JaVaScRiPt:__pwned('u03')`),
  p('u04', 'url', `   javascript:__pwned('u04')`),
  p('u05', 'url', `\u0001javascript:__pwned('u05')`),
  p('u06', 'url', `\tjava\nscr\ript:__pwned('u06')`),
  p('u07', 'url', `\u0000\u001f javascript:__pwned('u07')`),
  p('u08', 'url', `javascript://%0a__pwned('u08')`),
  p('u09', 'url', `javascript:%5F%5Fpwned('u09')`),
  p('u10', 'url', `javascript&colon;__pwned('u10')`),
  p('u11', 'url', `vbscript:msgbox("u11")`),
  p('u12', 'url', `VBScript:__pwned('u12')`),
  p('u13', 'url', `\u000b vbscript:__pwned('u13')`),
  p('u14', 'url', `data:text/html,<script>parent.__pwned('u14')</script>`),
  p('u15', 'url', `DATA:TEXT/HTML;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZCgndTE1Jyk8L3NjcmlwdD4=`),
  p('u16', 'url', `  data:text/html;charset=utf-8,<img src=x onerror=parent.__pwned('u16')>`),
  p('u17', 'url', `\u001fData:Text/Html,<svg onload=parent.__pwned('u17')>`),
  p('u18', 'url', `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="parent.__pwned('u18')"/>`),
  p('u19', 'url', `//evil.example/u19`),
  p('u20', 'url', `/\\evil.example/u20`),
  p('u21', 'url', `http://evil.example/u21`),
  p('u22', 'url', `https://crew.example@evil.example/u22`),
  p('u23', 'url', `blob:https://evil.example/u23`),
  p('u24', 'url', `\u2028javascript:__pwned('u24')`),
  p('u25', 'url', `data:text/javascript,__pwned('u25')`)
]

// URLs the contract and the link rule accept (absolute https), carrying what they should not.
const httpsUrl: HostilePayload[] = [
  p('h01', 'https-url', `https://evil.example/"><img src=x onerror=__pwned('h01')>`),
  p('h02', 'https-url', `https://evil.example/?q=<script>__pwned('h02')</script>`),
  p('h03', 'https-url', `https://evil.example/#javascript:__pwned('h03')`),
  p('h04', 'https-url', `https://xn--crw-portal-r7a.example/h04`),
  p('h05', 'https-url', `https://evil.example/' onmouseover='__pwned("h05")`),
  p('h06', 'https-url', `https://evil.example/${'a'.repeat(1990)}`)
]

const rtl: HostilePayload[] = [
  p('r01', 'rtl', `Report \u202Efdp.exe`),
  p('r02', 'rtl', `Alex\u202E\u2066 Morgan\u2069`),
  p('r03', 'rtl', `\u200F\u202Bhttps://evil.example\u202C`),
  p('r04', 'rtl', `\u2067<img src=x onerror=__pwned('r04')>\u2069`),
  p('r05', 'rtl', `\u202Ecod.\u200Bfdp\u200D\uFEFF`),
  p('r06', 'rtl', `\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069`)
]

const template: HostilePayload[] = [
  p('t01', 'template', `{{constructor.constructor('__pwned("t01")')()}}`),
  p('t02', 'template', `\${__pwned('t02')}`),
  p('t03', 'template', `{{__pwned('t03')}}`),
  p('t04', 'template', `#{__pwned('t04')}`),
  p('t05', 'template', `<%= __pwned('t05') %>`),
  p('t06', 'template', `{{7*7}}[[7*7]]\${7*7}@(7*7)`),
  p('t07', 'template', `{{$on.constructor('__pwned("t07")')()}}`),
  p('t08', 'template', `[[\${__pwned('t08')}]]`),
  p('t09', 'template', `{% raw %}{{ __pwned('t09') }}{% endraw %}`)
]

const long: HostilePayload[] = [
  p('l01', 'long', 'A'.repeat(100_000)),
  p('l02', 'long', `<img src=x onerror=__pwned('l02')>`.repeat(150).slice(0, 4999)),
  p('l03', 'long', 'W'.repeat(10_000)),
  p('l04', 'long', `Z${'\u0301\u0336\u0353'.repeat(600)}`),
  p('l05', 'long', '\u{1F6EB}'.repeat(2_000)),
  p('l06', 'long', `${'x'.repeat(4_990)}<svg onload=__pwned('l06')>`)
]

const other: HostilePayload[] = [
  p('o01', 'other', `{"__proto__":{"polluted":"o01"},"constructor":{"prototype":{"polluted":"o01"}}}`),
  p('o02', 'other', `</script><script>__pwned('o02')</script><!--`),
  p('o03', 'other', `</style><style>*{background:url("javascript:__pwned('o03')")}</style>`),
  p('o04', 'other', `expression(__pwned('o04'))`),
  p('o05', 'other', `a\r\nSet-Cookie: pwned=o05\r\n\r\n<script>__pwned('o05')</script>`),
  p('o06', 'other', `[Open](javascript:__pwned('o06')) ![x](x" onerror="__pwned('o06'))`),
  p('o07', 'other', `%s%s%s%n%x{0}{1}\u0000`),
  p('o08', 'other', `\ud800 lone surrogate \udfff`),
  p('o09', 'other', `__proto__`),
  p('o10', 'other', `<style>@import 'https://evil.example/o10.css';</style>`)
]

/** Every payload, in a fixed order. */
export const HOSTILE_PAYLOADS: readonly HostilePayload[] = [
  ...classic,
  ...mxss,
  ...attribute,
  ...url,
  ...httpsUrl,
  ...rtl,
  ...template,
  ...long,
  ...other
]

/** The payloads a free-text field might carry (everything but the URL kinds). */
export const HOSTILE_TEXTS: readonly HostilePayload[] = HOSTILE_PAYLOADS.filter(
  (payload) => payload.kind !== 'url' && payload.kind !== 'https-url'
)

/** The payloads a URL field might carry: script URLs, other origins, and hostile https URLs. */
export const HOSTILE_URLS: readonly HostilePayload[] = HOSTILE_PAYLOADS.filter(
  (payload) => payload.kind === 'url' || payload.kind === 'https-url'
)

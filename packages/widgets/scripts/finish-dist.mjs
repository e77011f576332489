// After `vite build` and `cem analyze`: makes dist/ a complete package folder.
// - dist/custom-elements.json names the built modules (crew-access-pass.js), not the sources.
// - dist/*.d.ts: the element classes are written from the manifest (the same JSDoc the docs are
//   generated from, so the types cannot drift from them), after the data types copied from the sources.
import { readFileSync, writeFileSync } from 'node:fs'

const dist = new URL('../dist/', import.meta.url)
const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', dist), 'utf8'))

/** The built entry of each source module: src/access-pass/element.ts → crew-access-pass.js. */
const builtModule = (path) => {
  if (path === 'src/elements/define-elements.ts') return 'crew-define.js'
  const tag = manifest.modules
    .find((module) => module.path === path)
    ?.declarations?.find((d) => d.customElement)?.tagName
  if (!tag) throw new Error(`finish-dist: no element in ${path}`)
  return `${tag}.js`
}
const elements = []
for (const module of manifest.modules) {
  const built = builtModule(module.path)
  for (const declaration of module.declarations ?? []) if (declaration.customElement) elements.push(declaration)
  for (const entry of module.exports ?? []) if (entry.declaration?.module) entry.declaration.module = built
  module.path = built
}
writeFileSync(new URL('custom-elements.json', dist), `${JSON.stringify(manifest, null, 2)}\n`)

const doc = (text, indent = '') =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n/g, ' ')} */\n` : ''
const eventDetail = (event) => /^CustomEvent<(.*)>$/.exec(event.type?.text ?? '')?.[1] ?? 'unknown'

const classes = elements.map((element) => {
  const fields = (element.members ?? [])
    .filter((member) => member.kind === 'field')
    .map(
      (member) =>
        `${doc(member.description, '  ')}  ${member.name}: ${(member.type?.text ?? 'unknown').replace(/ \| undefined$/, '')} | undefined`
    )
  const events = (element.events ?? []).map(
    (event) => `${doc(event.description, '  ')}  '${event.name}': CustomEvent<${eventDetail(event)}>`
  )
  return [
    `${doc(element.summary ?? element.description)}export declare class ${element.name} extends HTMLElement {`,
    ...fields,
    '}',
    `/** The events \`<${element.tagName}>\` fires (composed, bubbling CustomEvents). */`,
    `export interface ${element.name}EventMap {`,
    ...events,
    '}'
  ].join('\n')
})

const tagMap = elements.map((element) => `    '${element.tagName}': ${element.name}`).join('\n')
/** An exported interface of a source file, with its JSDoc, as written there (self-contained ones only). */
function sourceInterface(file, name) {
  const text = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8')
  const found = new RegExp(
    `(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/\\n)?export interface ${name} \\{\\n[\\s\\S]*?\\n\\}\\n`
  ).exec(text)
  if (!found) throw new Error(`finish-dist: no interface ${name} in src/${file}`)
  return found[0]
}
/**
 * The messages' shape, read from the English table (src/i18n/en.ts and the group of each element
 * it gathers from src/i18n/en/) so that it cannot drift from it: one member per element, one
 * string per message, its English words as its documentation.
 */
function messagesInterface() {
  const read = (file) => readFileSync(new URL(`../src/i18n/${file}`, import.meta.url), 'utf8')
  const table = read('en.ts')
  const groups = /^export const en = \{ ([\w, ]+) \}$/m.exec(table)?.[1].split(', ')
  if (!groups) throw new Error('finish-dist: src/i18n/en.ts no longer has `export const en = { group, ... }`')
  const members = groups.flatMap((group) => {
    const file = new RegExp(`^import \\{ ${group} \\} from '\\./(en/[\\w-]+\\.ts)'$`, 'm').exec(table)?.[1]
    if (!file) throw new Error(`finish-dist: src/i18n/en.ts does not import ${group} from src/i18n/en/`)
    const lines = read(file).split('\n')
    const start = lines.indexOf(`export const ${group} = {`)
    const end = lines.indexOf('}', start)
    if (start < 0 || end < 0)
      throw new Error(`finish-dist: src/i18n/${file} no longer has \`export const ${group} = {\` ... \`}\``)
    // One message a line, or its name on one line and its words on the next where the formatter
    // breaks a long one.
    const body = lines
      .slice(start + 1, end)
      .join('\n')
      .replace(/^( {2}\w+):\n {4}'/gm, "$1: '")
      .split('\n')
    const messages = body.map((line) => {
      const message = /^ {2}(\w+): '(.*)',?$/.exec(line)
      if (message) return `${doc(message[2].replace(/\\'/g, "'"), '    ')}    ${message[1]}: string`
      throw new Error(`finish-dist: cannot read this line of src/i18n/${file}: ${line}`)
    })
    return [`  ${group}: {`, ...messages, '  }']
  })
  return [
    '/** Every message of the elements, by element; the English words are the defaults. `{name}` is a placeholder the element fills in. */',
    'export interface CrewMessages {',
    ...members,
    '}',
    '/** What `registerCrewTranslation` takes: any of the messages, by element (docs/embedding.md section 8). */',
    'export type CrewTranslation = { [Element in keyof CrewMessages]?: Partial<CrewMessages[Element]> }'
  ].join('\n')
}

// The kit-wide calls, as the partner sees them: the core's own PartnerOptions, CrewError and
// UserProfile (copied from its sources, so the types cannot drift), the kit's options and messages.
const coreInterface = (file, name) => sourceInterface(`../../core/src/${file}`, name)
const kitCalls = [
  coreInterface('ports/auth.ts', 'UserProfile'),
  coreInterface('app/partner.ts', 'CrewError'),
  "/** Connected mode's configuration (docs/embedding.md section 6). */",
  coreInterface('app/partner.ts', 'PartnerOptions'),
  sourceInterface('appearance/appearance.ts', 'CrewAppearance'),
  sourceInterface('elements/kit.ts', 'CrewPortalUpdate'),
  messagesInterface(),
  "/** Configures connected mode and the kit's options (`locale`, `appearance`), or these alone; before or after the elements render. Rejects with a TypeError naming a bad option. */",
  'export declare function configureCrewPortal(options: (PartnerOptions & CrewPortalUpdate) | CrewPortalUpdate): Promise<void>',
  "/** Changes the kit's options on a live page; every element follows. Rejects with a TypeError naming a bad option. */",
  'export declare function updateCrewPortal(options: CrewPortalUpdate): Promise<void>',
  '/** Adds a language, or replaces some words of one (English too); elements on screen re-render. Rejects with a TypeError naming a bad tag or message. */',
  'export declare function registerCrewTranslation(locale: string, translation: CrewTranslation): Promise<void>',
  "/** Opens a connected <crew-contact-card> for the pilot's next event with an account executive, or for `event`; resolves whether one opened. */",
  'export declare function showContactCard(options?: { event?: unknown }): Promise<boolean>'
].join('\n')

const prelude = [
  '// The types of @crew-portal/widgets: the data the elements accept (as in their sources), then the',
  '// element classes and their events, written from dist/custom-elements.json.',
  sourceInterface('access-pass/pass.ts', 'AccessPassData'),
  sourceInterface('contact-card/data.ts', 'ContactCardInput'),
  sourceInterface('contact-card/data.ts', 'ContactCardEventInput'),
  kitCalls
].join('\n')
writeFileSync(
  new URL('crew-elements.d.ts', dist),
  `${prelude}\n${classes.join('\n\n')}\n\n/** Every crew-* tag and its element class. */\nexport interface CrewElementTagNameMap {\n${tagMap}\n}\n\ndeclare global {\n  interface HTMLElementTagNameMap {\n${tagMap}\n  }\n}\n`
)
for (const element of elements) {
  const extras = `configureCrewPortal, registerCrewTranslation, updateCrewPortal${element.tagName === 'crew-contact-card' ? ', showContactCard' : ''}`
  writeFileSync(
    new URL(`${element.tagName}.d.ts`, dist),
    `export { ${element.name}, ${extras} } from './crew-elements.js'\nexport type { CrewAppearance, CrewError, CrewMessages, CrewPortalUpdate, CrewTranslation, PartnerOptions } from './crew-elements.js'\n`
  )
}
writeFileSync(
  new URL('crew-loader.d.ts', dist),
  `import type { CrewElementTagNameMap } from './crew-elements.js'\nexport type * from './crew-elements.js'\n/** Loads (once) the bundle defining \`tag\`; resolves when it is defined. */\nexport declare function loadCrewElement<Tag extends keyof CrewElementTagNameMap>(tag: Tag): Promise<CustomElementConstructor>\nexport { configureCrewPortal, registerCrewTranslation, showContactCard, updateCrewPortal } from './crew-elements.js'\n`
)

// dist/crew-define.d.ts: a copy of the kit under names of its own (two versions on one page).
const defineDeclaration = manifest.modules
  .find((module) => module.path === 'crew-define.js')
  ?.declarations?.find((d) => d.name === 'defineCrewElements')
if (!defineDeclaration) throw new Error('finish-dist: the manifest has no defineCrewElements')
writeFileSync(
  new URL('crew-define.d.ts', dist),
  [
    "import type { CrewElementTagNameMap } from './crew-elements.js'",
    "export type * from './crew-elements.js'",
    sourceInterface('elements/define-elements.ts', 'CrewElementsOptions').trimEnd(),
    "/** Every element under `<tag>-<Suffix>`, with its class: `interface HTMLElementTagNameMap extends CrewSuffixedTagNameMap<'v3'> {}` types `document.querySelector('crew-access-pass-v3')`. */",
    'export type CrewSuffixedTagNameMap<Suffix extends string> = { [Tag in keyof CrewElementTagNameMap as `${Tag}-${Suffix}`]: CrewElementTagNameMap[Tag] }',
    `${doc(defineDeclaration.description)}export declare function defineCrewElements(options: CrewElementsOptions): Promise<void>`,
    "export { configureCrewPortal, registerCrewTranslation, showContactCard, updateCrewPortal } from './crew-elements.js'",
    ''
  ].join('\n')
)

// dist/react.d.ts: the React wrappers' props, from the same manifest: each element's public fields
// (set as properties) and an `onCrew…` prop per event, typed with the event's detail.
const handlerName = (event) =>
  `onCrew${event.slice('crew-'.length).replace(/(^|-)([a-z])/g, (_match, _dash, letter) => letter.toUpperCase())}`
const wrappers = elements.map((element) => {
  const name = element.name.replace(/Element$/, '')
  const fields = (element.members ?? []).filter(
    (member) => member.kind === 'field' && member.privacy !== 'private' && member.privacy !== 'protected'
  )
  const props = [
    ...fields.map(
      (member) =>
        `${doc(member.description, '  ')}  ${member.name}?: ${(member.type?.text ?? 'unknown').replace(/ \| undefined$/, '')}`
    ),
    ...(element.events ?? []).map(
      (event) =>
        `${doc(event.description, '  ')}  ${handlerName(event.name)}?: (event: CustomEvent<${eventDetail(event)}>) => void`
    )
  ]
  return [
    `/** Props of <${name}>, the React component of \`<${element.tagName}>\`. */`,
    `export interface ${name}Props extends CrewComponentProps {`,
    ...props,
    '}',
    `${doc(element.summary ?? element.description)}export declare const ${name}: ForwardRefExoticComponent<${name}Props & RefAttributes<${element.name}>>`
  ].join('\n')
})
writeFileSync(
  new URL('react.d.ts', dist),
  [
    "import type { CSSProperties, ForwardRefExoticComponent, ReactNode, RefAttributes } from 'react'",
    `import type { AccessPassData, ContactCardInput, ContactCardEventInput, ${elements.map((element) => element.name).join(', ')} } from './crew-elements.js'`,
    "export { configureCrewPortal, registerCrewTranslation, updateCrewPortal } from './crew-loader.js'",
    "export type { CrewAppearance, CrewMessages, CrewPortalUpdate, CrewTranslation, PartnerOptions } from './crew-elements.js'",
    "/** What every wrapper takes besides its element's properties and events. */",
    [
      'export interface CrewComponentProps {',
      '  className?: string',
      '  style?: CSSProperties',
      '  id?: string',
      "  /** The element's language (`de`, `ar`...), ahead of the kit-wide `locale` of `updateCrewPortal` (docs/embedding.md section 8). */",
      '  lang?: string',
      "  /** The element's direction: `rtl` mirrors it (section 9). Without it, the page's around it. */",
      "  dir?: 'ltr' | 'rtl' | 'auto'",
      '  children?: ReactNode',
      '}'
    ].join('\n'),
    ...wrappers,
    '/** The five components, as `crewComponents` hands them out. */',
    `export interface CrewComponents {\n${elements.map((element) => `  ${element.name.replace(/Element$/, '')}: typeof ${element.name.replace(/Element$/, '')}`).join('\n')}\n}`,
    "/** The components under `-<suffix>` names, for a second version of the kit on the page: `crewComponents({ suffix: 'v3' }).CrewAccessPass` renders `<crew-access-pass-v3>`. It calls this copy's `defineCrewElements({ suffix })` at once: call it where a module starts. A bad option throws a TypeError naming it. */",
    'export declare function crewComponents(options: { suffix: string }): CrewComponents'
  ].join('\n\n') + '\n'
)

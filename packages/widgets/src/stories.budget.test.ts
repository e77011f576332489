import { readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The story budget (docs/storybook.md, The story budget): every widget has stories, none of them
// turns axe down, and the count does not silently shrink. The stories themselves run in Chromium
// (.storybook/vitest.config.ts), where .storybook/a11y-policy.ts also fails any story that lowers
// its a11y parameter.

/** Raise it when you add stories; a drop below it means stories were lost. */
const MIN_STORIES = 60

/**
 * The stories that leave a part of their screenshot out of the story matrix's comparison
 * (`parameters.matrix.mask`, docs/storybook.md): only what no fake can make the same twice.
 */
const MASKED = ['./access-pass/AccessPass.stories.tsx DoorCode']

/** Folders under src that are not widgets and need no stories. */
const NOT_WIDGETS = new Set(['test', 'theme', 'elements', 'entries', 'react', 'i18n', 'appearance'])

interface StoryParameters {
  a11y?: unknown
  matrix?: { mask?: unknown }
}

interface StoryModule {
  default?: { parameters?: StoryParameters; excludeStories?: unknown }
  [name: string]: unknown
}

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true })

function storiesOf(module: StoryModule): [string, { parameters?: StoryParameters }][] {
  return Object.entries(module).filter(
    (entry): entry is [string, { parameters?: StoryParameters }] =>
      entry[0] !== 'default' &&
      entry[0] !== '__namedExportsOrder' &&
      (typeof entry[1] === 'object' || typeof entry[1] === 'function') &&
      entry[1] !== null
  )
}

function lowersA11y(a11y: unknown): boolean {
  if (a11y === undefined) return false
  if (typeof a11y !== 'object' || a11y === null) return true
  const { test, disable } = a11y as { test?: unknown; disable?: unknown }
  return (test !== undefined && test !== 'error') || disable === true
}

describe('story budget', () => {
  const src = dirname(fileURLToPath(import.meta.url))
  const widgetFolders = readdirSync(src).filter(
    (name) => !NOT_WIDGETS.has(name) && statSync(join(src, name)).isDirectory()
  )

  it('has stories for every widget folder', () => {
    const withStories = new Set(Object.keys(modules).map((path) => path.split('/')[1]))
    expect(widgetFolders.filter((folder) => !withStories.has(folder))).toEqual([])
  })

  it(`keeps at least ${MIN_STORIES} stories`, () => {
    const count = Object.values(modules).reduce((sum, module) => sum + storiesOf(module).length, 0)
    expect(count).toBeGreaterThanOrEqual(MIN_STORIES)
  })

  it('has no story or meta that turns accessibility checks down', () => {
    const offenders: string[] = []
    for (const [path, module] of Object.entries(modules)) {
      if (lowersA11y(module.default?.parameters?.a11y)) offenders.push(`${path} (meta)`)
      for (const [name, story] of storiesOf(module))
        if (lowersA11y(story.parameters?.a11y)) offenders.push(`${path} ${name}`)
    }
    expect(offenders).toEqual([])
  })

  it('masks a part of a screenshot only where the list above says so', () => {
    const masking: string[] = []
    for (const [path, module] of Object.entries(modules)) {
      if (module.default?.parameters?.matrix?.mask !== undefined) masking.push(`${path} (meta)`)
      for (const [name, story] of storiesOf(module))
        if (story.parameters?.matrix?.mask !== undefined) masking.push(`${path} ${name}`)
    }
    expect(masking.sort()).toEqual([...MASKED].sort())
  })
})

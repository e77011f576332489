// The story matrix (docs/storybook.md, "The story matrix"): after each story's own test (render,
// play function, axe), the same rendering is shown in every mode a designer reviews: light and
// dark × en and ar (right to left) × 390 and 1440 px wide. Each mode runs axe and compares a
// screenshot with its committed baseline. The story is rendered once: the mode changes in place,
// through the toolbar's own decorator (.storybook/modes.tsx), and the viewport is resized.
import axe from 'axe-core'
import { afterEach, beforeAll, inject } from 'vitest'
import { commands, page } from 'vitest/browser'
import type { MatrixComparison, MatrixRect } from './matrix-command.ts'
import { KNOWN_VIOLATIONS } from './matrix-known.ts'
import { $crewMessages, loadCrewLanguage } from '../packages/widgets/src/i18n/translations.ts'
import { setMatrixMode, STORY_VIEWPORTS, type StoryMode } from './modes.tsx'

declare module 'vitest/browser' {
  interface BrowserCommands {
    matrixScreenshot: (name: string, rect: MatrixRect, masks: MatrixRect[]) => Promise<MatrixComparison>
  }
}

declare module 'vitest' {
  interface ProvidedContext {
    storyMatrixTimes: boolean
  }
}

interface MatrixMode extends StoryMode {
  /** The baseline's file name: `dark-ar-390`. */
  name: string
  width: number
  height: number
}

const size = (viewport: keyof typeof STORY_VIEWPORTS) => ({
  width: Number.parseInt(STORY_VIEWPORTS[viewport].styles.width, 10),
  height: Number.parseInt(STORY_VIEWPORTS[viewport].styles.height, 10)
})

function mode(colorScheme: 'light' | 'dark', locale: 'en' | 'ar', viewport: keyof typeof STORY_VIEWPORTS): MatrixMode {
  const { width, height } = size(viewport)
  return { colorScheme, locale, direction: 'auto', width, height, name: `${colorScheme}-${locale}-${width}` }
}

/**
 * Every mode, in an order that changes one thing at a time and resizes once: the desktop width
 * first, as a story's own test renders it, then the phone, so each picture is what a fresh render
 * at its width shows.
 */
export const MATRIX: readonly MatrixMode[] = [
  mode('light', 'en', 'desktop'),
  mode('light', 'ar', 'desktop'),
  mode('dark', 'ar', 'desktop'),
  mode('dark', 'en', 'desktop'),
  mode('dark', 'en', 'phone'),
  mode('dark', 'ar', 'phone'),
  mode('light', 'ar', 'phone'),
  mode('light', 'en', 'phone')
]

/** What a story may say about the matrix: parts of its screenshot to mask (what no clock or fake fixes). */
export interface MatrixParameter {
  /** CSS selectors, looked up in the story and in its elements' shadow roots, painted over before comparing. */
  mask?: string[]
}

interface ComposedStory {
  id: string
  parameters: { a11y?: { config?: axe.Spec; options?: axe.RunOptions; context?: unknown }; matrix?: MatrixParameter }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/** Every Crew element on the page (they render in their shadow roots). */
function crewElements(): Array<Element & { updateComplete?: Promise<boolean> }> {
  return [...document.body.querySelectorAll('*')].filter((element) => element.localName.startsWith('crew-'))
}

/**
 * Waits until what a mode change set off is on screen: React's commits and the elements' renders
 * (a new lang re-renders them at once), images, fonts; after a resize, one frame more for what
 * listens to the size (media queries, resize observers) to render again.
 */
async function settled(resized: boolean): Promise<void> {
  await nextFrame()
  if (resized) await nextFrame()
  await Promise.all(crewElements().map((element) => element.updateComplete))
  await Promise.all(
    roots().flatMap((root) => [...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)))
  )
  await document.fonts.ready
}

/** axe as the a11y addon runs it after each story (its context, its rules, the story's own a11y parameters). */
async function axeViolations(a11y: ComposedStory['parameters']['a11y']): Promise<axe.Result[]> {
  axe.reset()
  axe.configure({ ...a11y?.config, rules: [{ id: 'region', enabled: false }, ...(a11y?.config?.rules ?? [])] })
  const context: axe.ContextObject = {
    include: document.body,
    exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root']
  }
  // Only violations are read: axe skips collecting the passing and inapplicable nodes (a third of its time).
  const { violations } = await axe.run(context, { ...a11y?.options, resultTypes: ['violations'] })
  return violations
}

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
    )
    .join('; ')
}

/** Every root a story's nodes are in: the document and each Crew element's shadow root. */
function roots(): Array<Document | ShadowRoot> {
  return [document, ...crewElements().flatMap((element) => (element.shadowRoot ? [element.shadowRoot] : []))]
}

function everyElement(): Element[] {
  return roots().flatMap((root) => [...root.querySelectorAll('*')])
}

const rectOf = ({ x, y, width, height }: DOMRect): MatrixRect => ({ x, y, width, height })

/** The areas of the nodes a mask selector names (light DOM and shadow roots), left out of the comparison. */
function maskRects(selectors: readonly string[]): MatrixRect[] {
  return roots().flatMap((root) =>
    selectors.flatMap((selector) =>
      [...root.querySelectorAll(selector)].map((node) => rectOf(node.getBoundingClientRect()))
    )
  )
}

/**
 * The part of the viewport the story paints: its full width, and down to the lowest of the story's
 * content and anything fixed; all of it when a modal dialog or a popover is open (the backdrop).
 */
function pictureRect(): MatrixRect {
  const { clientWidth: width, clientHeight: viewportHeight } = document.documentElement
  const canvas = document.querySelector('.crew-story-modes')?.parentElement
  let bottom = canvas ? canvas.getBoundingClientRect().top + canvas.scrollHeight : viewportHeight
  for (const element of everyElement()) {
    if (element.closest('.sb-wrapper')) continue
    if (element.matches(':modal, :popover-open')) bottom = viewportHeight
    else if (getComputedStyle(element).position === 'fixed' && element.checkVisibility())
      bottom = Math.max(bottom, element.getBoundingClientRect().bottom)
  }
  return { x: 0, y: 0, width, height: Math.max(1, Math.min(viewportHeight, Math.ceil(bottom))) }
}

// While the matrix runs, nothing moves: animations and transitions end where they would, and no
// caret blinks (in the page and in every element's shadow root).
const FREEZE =
  '*, *::before, *::after, ::backdrop { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }'

function freeze(): () => void {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(FREEZE)
  const frozen = roots()
  for (const root of frozen) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  return () => {
    for (const root of frozen) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet)
  }
}

/** Where the matrix's time goes, added up over the stories of this file (printed with STORY_MATRIX_TIMES=1). */
const times = { viewport: 0, settled: 0, axe: 0, rect: 0, screenshot: 0 }

beforeAll(async () => {
  // The Arabic table is loaded before the first story, so no mode waits for it.
  loadCrewLanguage('ar')
  await new Promise<void>((resolve) => {
    const stop = $crewMessages.subscribe((messages) => {
      if (!messages.ar) return
      queueMicrotask(() => stop())
      resolve()
    })
  })
})

afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStory }).story
  // A story whose own test failed is reported as it is; the matrix needs a story that rendered.
  if (!story || context.task.result?.state === 'fail' || (context.task.result?.errors?.length ?? 0) > 0) return
  const thaw = freeze()
  const problems: string[] = []
  try {
    let width = 0
    for (const current of MATRIX) {
      let started = performance.now()
      const lap = (phase: keyof typeof times) => {
        const now = performance.now()
        times[phase] += now - started
        started = now
      }
      setMatrixMode(current)
      const resized = current.width !== width
      if (resized) await page.viewport(current.width, current.height)
      lap('viewport')
      width = current.width
      await settled(resized)
      lap('settled')
      const found = await axeViolations(story.parameters.a11y)
      lap('axe')
      const known = KNOWN_VIOLATIONS.filter(
        (entry) => entry.story === story.id && entry.colorScheme === current.colorScheme
      )
      const violations = found.filter((violation) => !known.some((entry) => entry.rule === violation.id))
      if (violations.length > 0)
        problems.push(`${current.name}: axe found ${violations.length} violation(s): ${describeViolations(violations)}`)
      for (const entry of known.filter((entry) => !found.some((violation) => violation.id === entry.rule))) {
        problems.push(
          `${current.name}: the known ${entry.rule} violation is gone; remove its entry from .storybook/matrix-known.ts`
        )
      }
      const rect = pictureRect()
      const masks = maskRects(story.parameters.matrix?.mask ?? [])
      lap('rect')
      const comparison = await commands.matrixScreenshot(`${story.id}/${current.name}`, rect, masks)
      if (!comparison.pass)
        problems.push(`${current.name}: ${comparison.message ?? 'the screenshot differs from its baseline'}`)
      lap('screenshot')
    }
  } finally {
    setMatrixMode(undefined)
    thaw()
  }
  if (inject('storyMatrixTimes'))
    console.log(
      `story matrix, ms so far in this file: ${JSON.stringify(Object.fromEntries(Object.entries(times).map(([phase, ms]) => [phase, Math.round(ms)])))}`
    )
  if (problems.length > 0) throw new Error(`Story matrix of ${story.id}:\n${problems.join('\n')}`)
})

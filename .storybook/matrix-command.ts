// The story matrix's screenshot comparison, on the Node side of Vitest's browser mode: the browser
// (matrix.ts) says which part of the test frame to take, Chromium paints it, and it is compared
// with the committed baseline. A picture that is byte for byte its baseline passes at once; any
// other is decoded and compared pixel by pixel with pixelmatch, within a small threshold.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import type { Page } from 'playwright-core'
import type { BrowserCommand } from 'vitest/node'
import { MATRIX_BASELINES, MATRIX_DIFFS } from './matrix-paths.ts'

/** A rectangle in CSS pixels of the test frame's viewport. */
export interface MatrixRect {
  x: number
  y: number
  width: number
  height: number
}

export interface MatrixComparison {
  pass: boolean
  message?: string
}

/** How far a pixel's colour may move before it counts as different (pixelmatch's 0–1 scale). */
export const PIXEL_THRESHOLD = 0.1
/** How many pixels may differ: 0.05 % of the picture (about 160 at 390 × 844, 650 at 1440 × 900). */
export const ALLOWED_DIFFERENT_RATIO = 0.0005

/** Where `npm run stories:update` wants the names of the baselines a run checked (to remove the others). */
const SEEN_LIST = process.env.STORY_MATRIX_SEEN

/** A name such as `elements-crew-banner--critical/dark-ar-390`, never a way out of the folder. */
function checkedName(name: string): string {
  if (!/^[\w-]+\/[\w-]+$/.test(name)) throw new Error(`not a matrix picture name: ${name}`)
  return name
}

function write(path: string, data: Buffer): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, data)
}

// Where the test frame sits on its page: measured once a page (it does not move, only its size changes).
const frames = new WeakMap<Page, Promise<{ x: number; y: number }>>()

function frameBox(page: Page): Promise<{ x: number; y: number }> {
  let box = frames.get(page)
  if (!box) {
    box = page
      .locator('[data-vitest="true"]')
      .boundingBox()
      .then((found) => {
        if (!found) throw new Error('the test frame is not on the page')
        return { x: found.x, y: found.y }
      })
    frames.set(page, box)
  }
  return box
}

/** Takes pictures until two in a row are the same (at most ten, about two seconds), and returns the last. */
async function steady(capture: () => Promise<Buffer>, first: Buffer): Promise<Buffer> {
  let previous = first
  for (let tries = 0; tries < 10; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const next = await capture()
    if (next.equals(previous)) return next
    previous = next
  }
  return previous
}

const shown = (path: string) => relative(process.cwd(), path)

/**
 * Takes `rect` of the test frame and compares it with the baseline `name`.png; `masks` are left out
 * of the comparison (what no fake can fix). With `vitest --update`, a different picture becomes the
 * baseline; without one, a missing baseline is written (not in CI) and the check fails.
 */
export const matrixScreenshot: BrowserCommand<
  [name: string, rect: MatrixRect, masks: MatrixRect[]],
  MatrixComparison
> = async (context, name, rect, masks) => {
  if (context.provider.name !== 'playwright') throw new Error('the story matrix takes its screenshots with Playwright')
  const { page } = context as unknown as { page: Page }
  const file = `${checkedName(name)}.png`
  const baselinePath = join(MATRIX_BASELINES, file)
  if (SEEN_LIST) appendFileSync(SEEN_LIST, `${file}\n`)

  const frame = await frameBox(page)
  const clip = { x: frame.x + rect.x, y: frame.y + rect.y, width: rect.width, height: rect.height }
  const capture = () => page.screenshot({ clip, scale: 'css', animations: 'allow', caret: 'initial' })
  const [first, baseline] = await Promise.all([capture(), readFile(baselinePath).catch(() => undefined)])
  if (baseline && masks.length === 0 && baseline.equals(first)) return { pass: true }
  if (baseline && compare(baseline, first, masks).pass) return { pass: true }
  // Not its baseline: judge (or keep) only a picture the page holds still for (two captures alike).
  const picture = await steady(capture, first)

  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot
  if (!baseline) {
    if (update === 'none') {
      write(join(MATRIX_DIFFS, file.replace(/\.png$/, '-actual.png')), picture)
      return {
        pass: false,
        message: `no baseline ${shown(baselinePath)}: run \`npm run stories:update\` and commit it (this picture: ${shown(join(MATRIX_DIFFS, file.replace(/\.png$/, '-actual.png')))})`
      }
    }
    write(baselinePath, picture)
    return update === 'all'
      ? { pass: true }
      : { pass: false, message: `no baseline: ${shown(baselinePath)} was written now; look at it, then commit it` }
  }

  const comparison = compare(baseline, picture, masks)
  if (comparison.pass) return { pass: true }
  if (update === 'all') {
    write(baselinePath, picture)
    return { pass: true }
  }
  const stem = join(MATRIX_DIFFS, file.replace(/\.png$/, ''))
  write(`${stem}-actual.png`, picture)
  write(`${stem}-baseline.png`, baseline)
  if (comparison.diff) write(`${stem}-diff.png`, PNG.sync.write(comparison.diff))
  return {
    pass: false,
    message: `${comparison.what}: see ${shown(stem)}-{baseline,actual${comparison.diff ? ',diff' : ''}}.png`
  }
}

/** Pixel by pixel, `masks` left out: whether `picture` is its baseline within the threshold, and if not, how it differs. */
function compare(
  baseline: Buffer,
  picture: Buffer,
  masks: readonly MatrixRect[]
): { pass: boolean; diff?: PNG; what?: string } {
  const actual = PNG.sync.read(picture)
  const expected = PNG.sync.read(baseline)
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return {
      pass: false,
      what: `the picture is ${actual.width} × ${actual.height} px, its baseline ${expected.width} × ${expected.height} px`
    }
  }
  const { width, height } = actual
  const ignoreMask = new Uint8Array(width * height)
  for (const mask of masks) {
    for (let y = Math.max(0, Math.floor(mask.y)); y < Math.min(height, Math.ceil(mask.y + mask.height)); y += 1) {
      ignoreMask.fill(
        1,
        y * width + Math.max(0, Math.floor(mask.x)),
        y * width + Math.min(width, Math.ceil(mask.x + mask.width))
      )
    }
  }
  const diff = new PNG({ width, height })
  const different = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
    ignoreMask
  })
  if (different <= ALLOWED_DIFFERENT_RATIO * width * height) return { pass: true }
  return {
    pass: false,
    diff,
    what: `${different} pixels differ (${((different / (width * height)) * 100).toFixed(2)} %; at most ${(ALLOWED_DIFFERENT_RATIO * 100).toFixed(2)} % may)`
  }
}

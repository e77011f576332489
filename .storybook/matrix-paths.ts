// Where the story matrix keeps its pictures (docs/storybook.md, "The story matrix").
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..')

/** The committed baselines: `<story id>/<scheme>-<locale>-<width>.png`. */
export const MATRIX_BASELINES = join(root, 'docs/screenshots/matrix')

/** Where a failed comparison leaves `<mode>-actual.png` and `<mode>-diff.png` (git-ignored, emptied at each run). */
export const MATRIX_DIFFS = join(root, 'story-diffs')

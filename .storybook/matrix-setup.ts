import { rmSync } from 'node:fs'
import { MATRIX_DIFFS } from './matrix-paths.ts'

/** Each run starts with no diff images, so what story-diffs/ holds is what this run found. */
export default function setup(): void {
  rmSync(MATRIX_DIFFS, { recursive: true, force: true })
}

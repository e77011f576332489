import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { appearanceRanges } from './appearance.ts'

const guide = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../../docs/embedding.md'), 'utf8')
const rows = guide.split('\n').filter((line) => line.startsWith('| `'))

describe('the partner guide’s Appearance table', () => {
  it('has one row per variable, with the range the kit checks', () => {
    for (const [name, range] of Object.entries(appearanceRanges)) {
      const row = rows.find((line) => line.startsWith(`| \`${name}\` |`))
      expect(row, name).toBeDefined()
      // Colours share one format, given once under the table; the others say their range in the row.
      if (!range.startsWith('a colour') && name !== 'colorScheme') expect(row, name).toContain(`| ${range} |`)
    }
  })
})

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'

/**
 * A fresh folder under the system's temporary one for each test of the calling file (`'all'`: one
 * for all of them), removed after. Returns its path's getter.
 */
export function tempDir(prefix: string, scope: 'each' | 'all' = 'each'): () => string {
  let path = ''
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll]
  before(async () => {
    path = await mkdtemp(join(tmpdir(), prefix))
  })
  after(async () => {
    await rm(path, { recursive: true, force: true })
  })
  return () => path
}

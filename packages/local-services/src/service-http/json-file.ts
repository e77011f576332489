import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * Saves values as JSON in `file`, one write after the other, each through a temp file and a rename:
 * a crash never leaves half a file, and one failed write fails its own caller only.
 */
export function jsonFile(file: string, mode = 0o644): (value: unknown) => Promise<void> {
  let writing: Promise<void> = Promise.resolve()
  let count = 0
  return (value) => {
    const text = JSON.stringify(value, null, 2) + '\n'
    const write = writing.then(async () => {
      await mkdir(dirname(file), { recursive: true, mode: 0o700 })
      const temporary = `${file}.${process.pid}.${count++}.tmp`
      await writeFile(temporary, text, { mode })
      await rename(temporary, file)
    })
    writing = write.catch(() => undefined)
    return write
  }
}

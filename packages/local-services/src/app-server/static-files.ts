import { stat } from 'node:fs/promises'
import { extname } from 'node:path'

/** Deep links are paths like `/training/42`; anything with an extension or under /assets is a file. */
export function isDeepLink(pathname: string): boolean {
  return !pathname.startsWith('/assets/') && extname(pathname) === ''
}

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

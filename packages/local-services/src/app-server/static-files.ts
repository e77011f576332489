import { stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json'
}

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * What a request path names (pure): a file under the build folder, the SPA's index for a deep link
 * (a path without a file extension, outside /assets), or nothing. A missing asset must stay a 404:
 * answering it with index.html would hand the browser HTML where it expects a script.
 */
export type Resolution = { kind: 'file'; path: string } | { kind: 'app' } | { kind: 'invalid' }

export function resolveRequestPath(root: string, pathname: string): Resolution {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return { kind: 'invalid' }
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'invalid' }
  const relative = normalize(decoded).replace(/^[/\\]+/, '')
  const path = join(root, relative)
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return { kind: 'invalid' }
  if (relative === '' || relative === '.') return { kind: 'app' }
  return { kind: 'file', path }
}

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

import type { LocalOrigins } from './ports.ts'

/** PEM text of the local certificate authority and the localhost certificate it signed. */
export interface TlsMaterial {
  key: string
  cert: string
  ca: string
}

/** What every local service's start function receives. */
export interface ServiceOptions {
  port: number
  tls: TlsMaterial
  origins: LocalOrigins
  /** The git-ignored folder where writes persist across restarts. */
  dataDir: string
  /** Log one line per notable thing; defaults to silence in tests. */
  log?: (line: string) => void
}

export interface RunningService {
  name: string
  url: string
  close(): Promise<void>
}

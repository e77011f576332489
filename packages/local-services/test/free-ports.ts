import { createServer } from 'node:net'

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, 'localhost', () => server.close(() => resolve(true)))
  })
}

/**
 * A base port whose block of `size` consecutive ports is free right now, for tests that start the
 * services beside a running `npm start` (the same job `CREW_PORT` does for people).
 */
export async function findFreePortBlock(size = 5, random: () => number = Math.random): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + Math.floor(random() * 4000) * 10
    const checks = await Promise.all(Array.from({ length: size }, (_, offset) => isFree(base + offset)))
    if (checks.every(Boolean)) return base
  }
  throw new Error(`No block of ${size} free ports found`)
}

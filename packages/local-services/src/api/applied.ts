/**
 * How many times each crew member's writes were applied, per method and path: the answers sent again
 * for a repeated key are not counted. Read by the control endpoint `GET /__control/applied` (tests).
 */
export interface AppliedWrites {
  add(email: string, method: string, path: string): void
  list(): Array<{ user: string; method: string; path: string; applied: number }>
  clear(): void
}

export function createAppliedWrites(): AppliedWrites {
  const counts = new Map<string, { user: string; method: string; path: string; applied: number }>()
  return {
    add(user, method, path) {
      const id = JSON.stringify([user, method, path])
      const known = counts.get(id) ?? { user, method, path, applied: 0 }
      counts.set(id, { ...known, applied: known.applied + 1 })
    },
    list: () => [...counts.values()],
    clear: () => counts.clear()
  }
}

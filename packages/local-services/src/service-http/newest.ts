/** Keeps the newest `capacity` items, oldest first. */
export function newest<T>(capacity: number): { items: T[]; push(item: T): void; clear(): void } {
  const items: T[] = []
  return {
    items,
    push(item) {
      if (items.push(item) > capacity) items.shift()
    },
    clear: () => items.splice(0)
  }
}

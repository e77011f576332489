/** Keeps the newest `capacity` items; older ones fall off the front. */
export class RingBuffer<T> {
  readonly #items: T[] = []
  #start = 0

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('capacity must be a positive whole number')
  }

  push(item: T): void {
    if (this.#items.length < this.capacity) {
      this.#items.push(item)
      return
    }
    this.#items[this.#start] = item
    this.#start = (this.#start + 1) % this.capacity
  }

  /** Oldest first. */
  toArray(): T[] {
    return [...this.#items.slice(this.#start), ...this.#items.slice(0, this.#start)]
  }

  get size(): number {
    return this.#items.length
  }

  clear(): void {
    this.#items.length = 0
    this.#start = 0
  }
}

/**
 * A map with a fixed capacity: when full, the oldest entry is dropped (first in, first out).
 * Reads are a plain lookup, so hot entries cost nothing extra; an entry that is dropped while
 * still in use is simply rebuilt on its next use. Keeps memory bounded whatever the input.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

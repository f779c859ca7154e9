/**
 * A bounded map that forgets the least recently used entry first. Reading an entry (`get`)
 * makes it the most recent; `set` adds or replaces one and drops the oldest beyond `maxEntries`.
 */
export type LruCache<K, V> = {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
  readonly size: number;
};

export function createLruCache<K, V>(maxEntries: number): LruCache<K, V> {
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError("maxEntries must be a positive whole number");
  // A Map keeps insertion order: the first key is the least recently used.
  const entries = new Map<K, V>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

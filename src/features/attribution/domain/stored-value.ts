/** A value kept in local storage with an optional expiry (epoch ms); expired counts as absent. */
export type StoredValue<T> = { value: T; expiresAt?: number };

/**
 * Reads an untrusted stored entry: `{ value, expiresAt? }` whose value `readValue` accepts.
 * `null` when the shape is wrong; `undefined` when nothing is stored.
 */
export function parseStoredValue<T>(
  entry: unknown,
  readValue: (value: unknown) => T | null,
): StoredValue<T> | undefined | null {
  if (entry === undefined) return undefined;
  if (!isPlainObject(entry)) return null;
  const value = readValue(entry.value);
  if (value === null) return null;
  if (entry.expiresAt === undefined) return { value };
  return typeof entry.expiresAt === "number" ? { value, expiresAt: entry.expiresAt } : null;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function readStoredValue<T>(entry: StoredValue<T> | undefined | null, nowMs: number): T | undefined {
  if (!entry) return undefined;
  if (entry.expiresAt !== undefined && entry.expiresAt <= nowMs) return undefined;
  return entry.value;
}

export function storeValue<T>(value: T, nowMs: number, ttlMs?: number): StoredValue<T> {
  return ttlMs === undefined ? { value } : { value, expiresAt: nowMs + ttlMs };
}

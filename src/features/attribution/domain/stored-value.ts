import { z } from "zod";

/** A value kept in local storage with an optional expiry (epoch ms); expired counts as absent. */
export type StoredValue<T> = { value: T; expiresAt?: number };

export const storedValueSchema = <T extends z.ZodType>(value: T) =>
  z.object({ value, expiresAt: z.number().optional() });

export function readStoredValue<T>(entry: StoredValue<T> | undefined | null, nowMs: number): T | undefined {
  if (!entry) return undefined;
  if (entry.expiresAt !== undefined && entry.expiresAt <= nowMs) return undefined;
  return entry.value;
}

export function storeValue<T>(value: T, nowMs: number, ttlMs?: number): StoredValue<T> {
  return ttlMs === undefined ? { value } : { value, expiresAt: nowMs + ttlMs };
}

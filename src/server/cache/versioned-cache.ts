import "server-only";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";

export type VersionedSnapshot<T> = T & { version: number };

export type VersionedCache<T> = {
  /** The data, reloaded when the stored version changed (checked at most every poll interval). */
  get: (db: Db) => Promise<VersionedSnapshot<T>>;
  /** Forgets the snapshot of `db` (or all), so the next get() reloads; used after local writes. */
  invalidate: (db?: Db) => void;
};

export type VersionedCacheOptions<T> = {
  load: (db: Db) => Promise<T>;
  readVersion: (db: Db) => Promise<number>;
  /** Names the data in the log line of a failed refresh. */
  label: string;
  pollIntervalMs?: number;
  now?: () => number;
};

type Entry<T> = {
  snapshot?: VersionedSnapshot<T>;
  checkedAt: number;
  pending?: Promise<VersionedSnapshot<T>>;
};

/** How often an instance asks the database whether cached data changed. */
export const VERSION_POLL_INTERVAL_MS = 2_000;

/**
 * Configuration held in memory per server instance, per database. Within the poll interval
 * every request is served from memory; after it, one cheap query reads the version row and the
 * data is reloaded only when the version moved. Concurrent requests share one refresh. When a
 * refresh fails the last snapshot keeps serving (and the failure is logged).
 */
export function createVersionedCache<T extends object>(options: VersionedCacheOptions<T>): VersionedCache<T> {
  const pollIntervalMs = options.pollIntervalMs ?? VERSION_POLL_INTERVAL_MS;
  const now = options.now ?? Date.now;
  let entries = new WeakMap<Db, Entry<T>>();

  const refresh = async (db: Db, entry: Entry<T>): Promise<VersionedSnapshot<T>> => {
    // The version is read before the data: a change in between only causes one extra reload.
    const version = await options.readVersion(db);
    if (entry.snapshot && entry.snapshot.version === version) {
      entry.checkedAt = now();
      return entry.snapshot;
    }
    const data = await options.load(db);
    entry.snapshot = { ...data, version };
    entry.checkedAt = now();
    return entry.snapshot;
  };

  return {
    async get(db) {
      let entry = entries.get(db);
      if (!entry) {
        entry = { checkedAt: 0 };
        entries.set(db, entry);
      }
      if (entry.snapshot && now() - entry.checkedAt < pollIntervalMs) return entry.snapshot;
      if (entry.pending) return entry.pending;
      const current = entry;
      const pending = refresh(db, current)
        .catch((error: unknown) => {
          const last = current.snapshot;
          if (!last) throw error;
          logger.error(`${options.label} refresh failed; serving the last one`, { error: String(error) });
          current.checkedAt = now();
          return last;
        })
        .finally(() => {
          current.pending = undefined;
        });
      current.pending = pending;
      return pending;
    },
    invalidate(db) {
      if (!db) entries = new WeakMap();
      else entries.delete(db);
    },
  };
}

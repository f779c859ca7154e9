import "server-only";
import type { FinalPageCatalog } from "@/features/final-page/domain/choose-final-page";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { readCatalogVersion } from "./catalog-version";
import { loadFinalPageCatalog } from "./load-final-page-catalog";

export type FinalPageCatalogSnapshot = FinalPageCatalog & { version: number };

export type FinalPageCatalogCache = {
  /** The catalog, reloaded when the stored version changed (checked at most every poll interval). */
  get: (db: Db) => Promise<FinalPageCatalogSnapshot>;
  /** Forgets the snapshot of `db` (or all), so the next get() reloads; used after local writes. */
  invalidate: (db?: Db) => void;
};

export type FinalPageCatalogCacheOptions = {
  pollIntervalMs?: number;
  now?: () => number;
  load?: (db: Db) => Promise<FinalPageCatalog>;
  readVersion?: (db: Db) => Promise<number>;
};

type Entry = {
  snapshot?: FinalPageCatalogSnapshot;
  checkedAt: number;
  pending?: Promise<FinalPageCatalogSnapshot>;
};

/** How often an instance asks the database whether pages or sets changed. */
export const CATALOG_POLL_INTERVAL_MS = 2_000;

/**
 * The published pages and package sets in memory per server instance (docs/final-page.md,
 * "Storage"): served from memory within the poll interval, then one query reads the version row
 * and the catalog is reloaded only when it moved. Concurrent requests share one refresh; a
 * failed refresh keeps the last catalog serving.
 */
export function createFinalPageCatalogCache(
  options: FinalPageCatalogCacheOptions = {},
): FinalPageCatalogCache {
  const pollIntervalMs = options.pollIntervalMs ?? CATALOG_POLL_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const load = options.load ?? loadFinalPageCatalog;
  const readVersion = options.readVersion ?? readCatalogVersion;
  let entries = new WeakMap<Db, Entry>();

  const refresh = async (db: Db, entry: Entry): Promise<FinalPageCatalogSnapshot> => {
    // The version is read before the data: a change in between only causes one extra reload.
    const version = await readVersion(db);
    if (entry.snapshot && entry.snapshot.version === version) {
      entry.checkedAt = now();
      return entry.snapshot;
    }
    const catalog = await load(db);
    entry.snapshot = { ...catalog, version };
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
          logger.error("final page catalog refresh failed; serving the last one", {
            error: String(error),
          });
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

const globalForCache = globalThis as unknown as { platewiseFinalPageCache?: FinalPageCatalogCache };

/** The shared cache of this server instance. */
export const finalPageCatalogCache: FinalPageCatalogCache =
  (globalForCache.platewiseFinalPageCache ??= createFinalPageCatalogCache());

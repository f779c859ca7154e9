import "server-only";
import type { FinalPageCatalog } from "@/features/final-page/domain/choose-final-page";
import type { Db } from "@/server/db/db-type";
import { createVersionedCache, VERSION_POLL_INTERVAL_MS, type VersionedCache, type VersionedSnapshot } from "@/server/cache/versioned-cache";
import { readCatalogVersion } from "./catalog-version";
import { loadFinalPageCatalog } from "./load-final-page-catalog";

export type FinalPageCatalogSnapshot = VersionedSnapshot<FinalPageCatalog>;
export type FinalPageCatalogCache = VersionedCache<FinalPageCatalog>;

export type FinalPageCatalogCacheOptions = {
  pollIntervalMs?: number;
  now?: () => number;
  load?: (db: Db) => Promise<FinalPageCatalog>;
  readVersion?: (db: Db) => Promise<number>;
};

/** How often an instance asks the database whether pages or sets changed. */
export const CATALOG_POLL_INTERVAL_MS = VERSION_POLL_INTERVAL_MS;

/**
 * The published pages and package sets in memory per server instance (docs/final-page.md,
 * "Storage"; server/cache/versioned-cache.ts).
 */
export function createFinalPageCatalogCache(options: FinalPageCatalogCacheOptions = {}): FinalPageCatalogCache {
  return createVersionedCache({
    label: "final page catalog",
    load: options.load ?? loadFinalPageCatalog,
    readVersion: options.readVersion ?? readCatalogVersion,
    pollIntervalMs: options.pollIntervalMs,
    now: options.now,
  });
}

const globalForCache = globalThis as unknown as { platewiseFinalPageCache?: FinalPageCatalogCache };

/** The shared cache of this server instance. */
export const finalPageCatalogCache: FinalPageCatalogCache =
  (globalForCache.platewiseFinalPageCache ??= createFinalPageCatalogCache());

import "server-only";
import type { ExperimentConfig } from "@/features/experiments/domain/experiment-config";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { readConfigVersion } from "./config-version";
import { loadExperimentConfig } from "./load-experiment-config";

export type ExperimentConfigSnapshot = ExperimentConfig & { version: number };

export type ExperimentConfigCache = {
  /** The configuration, reloaded when the stored version changed (checked at most every poll interval). */
  get: (db: Db) => Promise<ExperimentConfigSnapshot>;
  /** Forgets the snapshot of `db` (or all), so the next get() reloads; used after local writes. */
  invalidate: (db?: Db) => void;
};

export type ExperimentConfigCacheOptions = {
  pollIntervalMs?: number;
  now?: () => number;
  load?: (db: Db) => Promise<ExperimentConfig>;
  readVersion?: (db: Db) => Promise<number>;
};

type Entry = {
  snapshot?: ExperimentConfigSnapshot;
  checkedAt: number;
  pending?: Promise<ExperimentConfigSnapshot>;
};

/** How often an instance asks the database whether the configuration changed. */
export const CONFIG_POLL_INTERVAL_MS = 2_000;

/**
 * In-memory configuration per server instance. Within the poll interval every request is
 * served from memory; after it, one cheap query reads the version row and the configuration
 * is reloaded only when the version moved. Concurrent requests share one refresh. When a
 * refresh fails the last snapshot keeps serving (and the failure is logged).
 */
export function createExperimentConfigCache(
  options: ExperimentConfigCacheOptions = {},
): ExperimentConfigCache {
  const pollIntervalMs = options.pollIntervalMs ?? CONFIG_POLL_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const load = options.load ?? loadExperimentConfig;
  const readVersion = options.readVersion ?? readConfigVersion;
  let entries = new WeakMap<Db, Entry>();

  const refresh = async (db: Db, entry: Entry): Promise<ExperimentConfigSnapshot> => {
    // The version is read before the data: a change in between only causes one extra reload.
    const version = await readVersion(db);
    if (entry.snapshot && entry.snapshot.version === version) {
      entry.checkedAt = now();
      return entry.snapshot;
    }
    const config = await load(db);
    entry.snapshot = { ...config, version };
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
          logger.error("experiment configuration refresh failed; serving the last one", {
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

const globalForCache = globalThis as unknown as {
  platewiseExperimentCache?: ExperimentConfigCache;
};

/** The shared cache of this server instance. */
export const experimentConfigCache: ExperimentConfigCache =
  (globalForCache.platewiseExperimentCache ??= createExperimentConfigCache());

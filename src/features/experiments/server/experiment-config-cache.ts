import "server-only";
import type { ExperimentConfig } from "@/features/experiments/domain/experiment-config";
import type { Db } from "@/server/db/db-type";
import { createVersionedCache, VERSION_POLL_INTERVAL_MS, type VersionedCache, type VersionedSnapshot } from "@/server/cache/versioned-cache";
import { readConfigVersion } from "./config-version";
import { loadExperimentConfig } from "./load-experiment-config";

export type ExperimentConfigSnapshot = VersionedSnapshot<ExperimentConfig>;
export type ExperimentConfigCache = VersionedCache<ExperimentConfig>;

export type ExperimentConfigCacheOptions = {
  pollIntervalMs?: number;
  now?: () => number;
  load?: (db: Db) => Promise<ExperimentConfig>;
  readVersion?: (db: Db) => Promise<number>;
};

/** How often an instance asks the database whether the configuration changed. */
export const CONFIG_POLL_INTERVAL_MS = VERSION_POLL_INTERVAL_MS;

/** The split configuration in memory per server instance (server/cache/versioned-cache.ts). */
export function createExperimentConfigCache(options: ExperimentConfigCacheOptions = {}): ExperimentConfigCache {
  return createVersionedCache({
    label: "experiment configuration",
    load: options.load ?? loadExperimentConfig,
    readVersion: options.readVersion ?? readConfigVersion,
    pollIntervalMs: options.pollIntervalMs,
    now: options.now,
  });
}

const globalForCache = globalThis as unknown as {
  platewiseExperimentCache?: ExperimentConfigCache;
};

/** The shared cache of this server instance. */
export const experimentConfigCache: ExperimentConfigCache =
  (globalForCache.platewiseExperimentCache ??= createExperimentConfigCache());

import "server-only";
import type { Exposure } from "@/features/experiments/domain/plan-assignment";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log/logger";
import { recordExposureBatch, type ExposureRow } from "./record-exposure";

export type ExposureQueueOptions = {
  /** Writes one batch; the default inserts into the app's database. */
  write?: (rows: ExposureRow[]) => Promise<unknown>;
  /** A batch is written as soon as it holds this many rows (default 100)… */
  maxBatch?: number;
  /** …or this long after its first row (default 1 s). */
  intervalMs?: number;
};

export type ExposureQueue = {
  add(visitorId: string, exposures: readonly Exposure[], at?: Date): void;
  /** Writes what is waiting now (tests, shutdown). */
  flush(): Promise<void>;
  pending(): number;
};

/**
 * Exposures leave the request's path: the proxy adds them here and a background write
 * stores them in batches (at most `maxBatch` rows, at least every `intervalMs`). The unique
 * constraint (visitor, experiment) keeps the first exposure, so a repeated row is harmless.
 * A failed write is logged and its batch dropped: a crash or an outage loses at most the rows
 * of the batch in flight (docs/experiments.md, "Exposures").
 */
export function createExposureQueue(options: ExposureQueueOptions = {}): ExposureQueue {
  const maxBatch = options.maxBatch ?? 100;
  const intervalMs = options.intervalMs ?? 1000;
  const write = options.write ?? (async (rows: ExposureRow[]) => recordExposureBatch(await getDb(), rows));
  let rows: ExposureRow[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = rows;
    rows = [];
    if (batch.length === 0) return writing;
    writing = writing.then(() =>
      write(batch).then(
        () => undefined,
        (error: unknown) => logger.error("recording exposures failed; batch dropped", { rows: batch.length, error: String(error) }),
      ),
    );
    return writing;
  }

  return {
    add(visitorId, exposures, at = new Date()) {
      for (const exposure of exposures) rows.push({ visitorId, exposure, at });
      if (rows.length >= maxBatch) void flush();
      else if (rows.length > 0 && !timer) {
        timer = setTimeout(() => void flush(), intervalMs);
        timer.unref?.();
      }
    },
    flush,
    pending: () => rows.length,
  };
}

/** The queue of this server process. */
export const exposureQueue = createExposureQueue();

export function enqueueExposures(visitorId: string, exposures: readonly Exposure[]): void {
  if (exposures.length > 0) exposureQueue.add(visitorId, exposures);
}

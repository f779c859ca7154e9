import "server-only";
import type { Db } from "@/server/db/db-type";
import { aggregateEventBatch } from "./aggregate-events";
import { aggregateOrderBatch } from "./aggregate-orders";
import { aggregateSessionBatch } from "./aggregate-sessions";
import type { Cursor } from "./changed-rows-pass";

export type AggregationSummary = { events: number; eventBatches: number; sessionBatches: number; orderBatches: number; caughtUp: boolean };

export type AggregationOptions = {
  now: () => Date;
  /** Events per batch (one transaction each). */
  eventBatchSize?: number;
  /** Orders or sessions per batch. */
  rowBatchSize?: number;
  /** Stop starting new batches after this long (the next run goes on); none by default. */
  budgetMs?: number;
  signal?: AbortSignal;
};

/**
 * Brings the dashboard's aggregates up to date: events first (they give visitors their
 * first-seen country and source), then quiz sessions, then orders — each in batches after its
 * watermark, each batch in its own transaction (docs/dashboard.md).
 */
export async function runDashboardAggregation(db: Db, options: AggregationOptions): Promise<AggregationSummary> {
  const started = Date.now();
  const eventBatchSize = options.eventBatchSize ?? 20_000;
  const rowBatchSize = options.rowBatchSize ?? 2_000;
  const summary: AggregationSummary = { events: 0, eventBatches: 0, sessionBatches: 0, orderBatches: 0, caughtUp: false };
  const outOfTime = () =>
    options.signal?.aborted === true || (options.budgetMs !== undefined && Date.now() - started > options.budgetMs);

  for (;;) {
    if (outOfTime()) return summary;
    const read = await aggregateEventBatch(db, { now: options.now(), batchSize: eventBatchSize });
    if (read === 0) break;
    summary.events += read;
    summary.eventBatches += 1;
  }
  for (const [batch, field] of [
    [aggregateSessionBatch, "sessionBatches"],
    [aggregateOrderBatch, "orderBatches"],
  ] as const) {
    let cursor: Cursor | null = null;
    do {
      if (outOfTime()) return summary;
      cursor = await batch(db, cursor, rowBatchSize);
      if (cursor) summary[field] += 1;
    } while (cursor);
  }
  summary.caughtUp = true;
  return summary;
}

import "server-only";
import { sql } from "drizzle-orm";
import { bucketEvents } from "@/features/dashboard/domain/bucket-events";
import type { DashboardEvent } from "@/features/dashboard/domain/event-dimensions";
import { defaultLocale, locales } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";
import { queryRows } from "./sql-rows";
import { lockWatermark, saveWatermark } from "./watermarks";
import {
  addDailyRows,
  addStepRows,
  loadVisitorDimensions,
  recordVisitorDimensions,
  recordVisitors,
} from "./write-aggregates";

/**
 * Events younger than this are left for the next run: an insert that began earlier but
 * commits later would otherwise slip under the id watermark (docs/dashboard.md).
 */
export const eventSettleMs = 30_000;

type EventRow = {
  id: string | number;
  visitor_id: string;
  name: string;
  properties: Record<string, unknown> | string;
  url: string | null;
  experiment_groups: Record<string, string> | string;
  occurred_at: string | Date;
};

const json = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

/**
 * Aggregates the next batch of analytics events after the watermark: counters, step rows,
 * visitors and the watermark are written in one transaction, so a batch counts once.
 * Answers how many events it read (0 when caught up).
 */
export async function aggregateEventBatch(db: Db, input: { now: Date; batchSize: number }): Promise<number> {
  return db.transaction(async (tx) => {
    const mark = await lockWatermark(tx, "events");
    const settled = new Date(input.now.getTime() - eventSettleMs).toISOString();
    const rows = await queryRows<EventRow>(
      tx,
      sql`select id, visitor_id, name, properties, url, experiment_groups, occurred_at
          from analytics_events
          where id > ${mark.lastId} and received_at < ${settled}
          order by id limit ${input.batchSize}`,
    );
    if (rows.length === 0) return 0;
    const events: DashboardEvent[] = rows.map((row) => ({
      visitorId: row.visitor_id,
      name: row.name,
      properties: json(row.properties) ?? {},
      url: row.url,
      experimentGroups: json(row.experiment_groups) ?? {},
      occurredAt: new Date(row.occurred_at),
    }));
    const known = await loadVisitorDimensions(tx, events.map((e) => e.visitorId));
    const buckets = bucketEvents(events, locales, defaultLocale, known);
    await recordVisitors(tx, buckets.visitors);
    await addDailyRows(tx, buckets.daily);
    await addStepRows(tx, buckets.steps);
    await recordVisitorDimensions(tx, buckets.visitorDimensions);
    await saveWatermark(tx, "events", { lastId: Number(rows.at(-1)!.id), lastAt: mark.lastAt });
    return rows.length;
  });
}

import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { queryRows } from "./sql-rows";

export type WatermarkSource = "events" | "orders" | "sessions";
export type Watermark = { lastId: number; lastAt: Date | null };

/**
 * Reads a source's watermark and locks it until the transaction ends, so two runs never
 * aggregate the same batch: the second waits, then starts after what the first committed.
 */
export async function lockWatermark(tx: Db, source: WatermarkSource): Promise<Watermark> {
  await tx.execute(sql`insert into dashboard_watermarks (source) values (${source}) on conflict do nothing`);
  const [row] = await queryRows<{ last_id: string | number; last_at: string | Date | null }>(
    tx,
    sql`select last_id, last_at from dashboard_watermarks where source = ${source} for update`,
  );
  return { lastId: Number(row?.last_id ?? 0), lastAt: row?.last_at ? new Date(row.last_at) : null };
}

export async function saveWatermark(tx: Db, source: WatermarkSource, mark: Watermark): Promise<void> {
  await tx.execute(sql`
    update dashboard_watermarks
    set last_id = ${mark.lastId}, last_at = ${mark.lastAt ? mark.lastAt.toISOString() : null}, updated_at = now()
    where source = ${source}`);
}

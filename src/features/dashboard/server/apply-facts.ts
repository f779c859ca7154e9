import "server-only";
import { sql } from "drizzle-orm";
import { diffRows, mergeRows, type DailyRow } from "@/features/dashboard/domain/counters";
import type { Db } from "@/server/db/db-type";
import { queryRows } from "./sql-rows";
import { addDailyRows } from "./write-aggregates";

export type FactKind = "order" | "session";

/**
 * Brings the aggregates up to date with the current rows of changed orders or sessions:
 * each fact's previous rows (dashboard_facts) are taken back and its new rows added, as one
 * difference. Running it again on an unchanged fact adds nothing (docs/dashboard.md).
 */
export async function applyFacts(
  tx: Db,
  kind: FactKind,
  facts: ReadonlyArray<{ key: string; rows: DailyRow[] }>,
): Promise<void> {
  if (facts.length === 0) return;
  const keys = JSON.stringify(facts.map((f) => f.key));
  const stored = await queryRows<{ key: string; rows: DailyRow[] | string }>(
    tx,
    sql`select key, rows from dashboard_facts
        where kind = ${kind} and key in (select jsonb_array_elements_text(${keys}::jsonb))`,
  );
  const previous = new Map(stored.map((s) => [s.key, typeof s.rows === "string" ? (JSON.parse(s.rows) as DailyRow[]) : s.rows]));
  const deltas: DailyRow[] = [];
  const changed: Array<{ key: string; rows: DailyRow[] }> = [];
  for (const fact of facts) {
    const before = previous.get(fact.key);
    const next = mergeRows(fact.rows);
    const delta = diffRows(before ?? [], next);
    if (delta.length === 0 && (before !== undefined || next.length === 0)) continue;
    deltas.push(...delta);
    changed.push({ key: fact.key, rows: next });
  }
  await addDailyRows(tx, mergeRows(deltas));
  if (changed.length === 0) return;
  await tx.execute(sql`
    insert into dashboard_facts (kind, key, rows)
    select ${kind}, f->>'key', f->'rows' from jsonb_array_elements(${JSON.stringify(changed)}::jsonb) as f
    on conflict (kind, key) do update set rows = excluded.rows`);
}

/** The experiment groups of visitors, from their exposures: visitor → { experiment: group }. */
export async function groupsOfVisitors(tx: Db, visitorIds: readonly string[]): Promise<Map<string, Record<string, string>>> {
  const groups = new Map<string, Record<string, string>>();
  const ids = [...new Set(visitorIds.filter(Boolean))];
  if (ids.length === 0) return groups;
  const rows = await queryRows<{ visitor_id: string; split_name: string; group_key: string }>(
    tx,
    sql`select visitor_id, split_name, group_key from split_exposures
        where visitor_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
  );
  for (const row of rows) groups.set(row.visitor_id, { ...groups.get(row.visitor_id), [row.split_name]: row.group_key });
  return groups;
}

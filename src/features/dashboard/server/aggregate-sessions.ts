import "server-only";
import { sql } from "drizzle-orm";
import { sessionRows } from "@/features/dashboard/domain/session-rows";
import { dayOf } from "@/features/dashboard/domain/slices";
import type { Db } from "@/server/db/db-type";
import { applyFacts, groupsOfVisitors } from "./apply-facts";
import { changedRowsBatch, cursorTime, type Cursor } from "./changed-rows-pass";
import { queryRows } from "./sql-rows";

type SessionRow = {
  id: string;
  updatedAt: string;
  funnel_name: string;
  locale: string;
  completed_at: string | Date | null;
  captured_at: string | Date | null;
  proxy_user_id: string | null;
  country: string | null;
  source: string | null;
};

/**
 * One batch of changed quiz sessions: completions and e-mail captures. Country and source
 * are the visitor's first-seen ones (from the events already aggregated).
 */
export function aggregateSessionBatch(db: Db, cursor: Cursor | null, batchSize: number): Promise<Cursor | null> {
  return changedRowsBatch<SessionRow>(
    db,
    "sessions",
    cursor,
    (tx, after) =>
      queryRows<SessionRow>(
        tx,
        sql`select s.id::text as id, ${sql.raw(cursorTime("s.updated_at"))} as "updatedAt", s.funnel_name, s.locale,
              s.completed_at, u.created_at as captured_at, s.proxy_user_id, d.country, d.source
            from quiz_sessions s
            left join users u on u.uuid = s.user_uuid
            left join dashboard_visitor_dimensions d on d.visitor_id = s.proxy_user_id
            where (s.updated_at, s.id::text) > (${after.at}::timestamptz, ${after.id})
            order by s.updated_at, s.id::text
            limit ${batchSize}`,
      ),
    async (tx, rows) => {
      const groups = await groupsOfVisitors(tx, rows.map((r) => r.proxy_user_id ?? ""));
      const facts = rows.map((row) => ({
        key: row.id,
        rows: sessionRows({
          completedDay: row.completed_at ? dayOf(new Date(row.completed_at)) : null,
          capturedDay: row.captured_at ? dayOf(new Date(row.captured_at)) : null,
          dimensions: { funnel: row.funnel_name, locale: row.locale, country: row.country ?? "", source: row.source ?? "" },
          groups: row.proxy_user_id ? (groups.get(row.proxy_user_id) ?? {}) : {},
        }),
      }));
      await applyFacts(tx, "session", facts);
    },
  );
}

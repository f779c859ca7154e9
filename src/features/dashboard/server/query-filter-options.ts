import "server-only";
import { sql } from "drizzle-orm";
import type { DashboardFilters } from "@/features/dashboard/domain/dashboard-filters";
import type { FilterOptions } from "@/features/dashboard/domain/dashboard-report";
import type { Db } from "@/server/db/db-type";
import { queryRows } from "./sql-rows";

/** The values present in the range, for the filter bar (at most 200 each). */
export async function queryFilterOptions(db: Db, filters: DashboardFilters): Promise<FilterOptions> {
  const range = sql`day >= ${filters.from}::date and day <= ${filters.to}::date`;
  const out: FilterOptions = { funnel: [], locale: [], country: [], source: [], experiment: [] };
  for (const name of ["funnel", "locale", "country", "source"] as const) {
    const rows = await queryRows<{ value: string }>(
      db,
      sql`select distinct ${sql.identifier(name)} as value from dashboard_daily
          where ${range} and experiment = '' order by 1 limit 200`,
    );
    out[name] = rows.map((row) => row.value);
  }
  const groups = await queryRows<{ experiment: string; grp: string }>(
    db,
    sql`select distinct experiment, grp from dashboard_daily where ${range} and experiment <> '' order by 1, 2 limit 200`,
  );
  const byExperiment = new Map<string, string[]>();
  for (const g of groups) byExperiment.set(g.experiment, [...(byExperiment.get(g.experiment) ?? []), g.grp]);
  out.experiment = [...byExperiment].map(([experiment, list]) => ({ experiment, groups: list }));
  return out;
}

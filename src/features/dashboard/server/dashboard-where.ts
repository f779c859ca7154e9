import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { DashboardFilters } from "@/features/dashboard/domain/dashboard-filters";

export type WhereOptions = {
  /** Leave this dimension out (a breakdown by it shows all its values). */
  except?: "funnel" | "locale" | "country" | "source" | "experiment";
  /**
   * For the visitor tables, where funnel "" is everyone: no funnel chosen reads those rows,
   * a breakdown by funnel reads the funnels' own rows.
   */
  visitors?: boolean;
};

/**
 * The filters as a WHERE clause over any aggregate table: the range, each chosen dimension,
 * and the experiment slice — "" (everyone) unless an experiment is chosen.
 */
export function dashboardWhere(filters: DashboardFilters, options: WhereOptions = {}): SQL {
  const parts: SQL[] = [sql`day >= ${filters.from}::date`, sql`day <= ${filters.to}::date`];
  for (const name of ["funnel", "locale", "country", "source"] as const) {
    const value = filters[name];
    if (value !== undefined && options.except !== name) parts.push(sql`${sql.identifier(name)} = ${value}`);
  }
  if (options.visitors && options.except === "funnel") parts.push(sql`funnel <> ''`);
  else if (options.visitors && filters.funnel === undefined) parts.push(sql`funnel = ''`);
  if (options.except === "experiment") parts.push(sql`experiment <> ''`);
  else {
    parts.push(sql`experiment = ${filters.experiment ?? ""}`);
    if (filters.experiment && filters.group !== undefined) parts.push(sql`grp = ${filters.group}`);
  }
  return sql.join(parts, sql` and `);
}

import "server-only";
import type { z } from "zod";
import {
  anyValue,
  dashboardQuerySchema,
  isFilterProblem,
  resolveFilters,
  type DashboardFilters,
  type FilterProblem,
} from "@/features/dashboard/domain/dashboard-filters";
import { dayOf } from "@/features/dashboard/domain/slices";

export type FiltersRead =
  | { ok: true; filters: DashboardFilters }
  | { ok: false; invalid: z.ZodError }
  | { ok: false; problem: FilterProblem };

/**
 * The dashboard's filters from a query string (the API) or a page's search parameters: each
 * parameter at most once, checked by zod, then the range filled in (ending today, UTC).
 */
export function readDashboardFilters(params: URLSearchParams | Record<string, string | string[] | undefined>, now: Date): FiltersRead {
  const entries: Record<string, string | string[]> = {};
  const pairs = params instanceof URLSearchParams ? [...params.keys()].map((k) => [k, params.getAll(k)] as const) : Object.entries(params);
  for (const [key, value] of pairs) {
    if (value === undefined || value === anyValue) continue;
    entries[key] = Array.isArray(value) && value.length === 1 ? value[0]! : value;
  }
  const parsed = dashboardQuerySchema.safeParse(entries);
  if (!parsed.success) return { ok: false, invalid: parsed.error };
  const filters = resolveFilters(parsed.data, dayOf(now));
  if (isFilterProblem(filters)) return { ok: false, problem: filters };
  return { ok: true, filters };
}

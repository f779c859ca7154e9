import type { Metadata } from "next";
import { DashboardView } from "@/features/dashboard/components/dashboard-view";
import { readDashboardFilters } from "@/features/dashboard/server/read-dashboard-filters";
import { queryDashboard } from "@/features/dashboard/server/query-dashboard";
import { defaultFilters } from "@/features/dashboard/domain/dashboard-filters";
import { dayOf } from "@/features/dashboard/domain/slices";
import { requireStaff } from "@/features/staff/server/require-staff";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: mgmtTranslator("dashboard")("title") };

/** The management dashboard (docs/dashboard.md): figures of the filtered range, from the aggregates only. */
export default async function DashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaff("dashboard:read", "/mgmt");
  const now = new Date();
  const read = readDashboardFilters(await searchParams, now);
  const filters = read.ok ? read.filters : defaultFilters(dayOf(now));
  const invalid = read.ok ? null : "problem" in read ? read.problem.message : read.invalid.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
  const report = await queryDashboard(await getDb(), filters);
  return <DashboardView report={report} invalid={invalid} />;
}

import { formatCount, formatMoney } from "@/features/dashboard/domain/format-figures";
import { breakdownDimensions, type BreakdownRow, type Breakdowns } from "@/features/dashboard/domain/dashboard-report";
import { mgmtTranslator } from "@/i18n/mgmt-messages";

const money = (row: BreakdownRow, key: "revenueMinor" | "netMinor") =>
  row.revenue.map((r) => formatMoney(r[key], r.currency)).join(" · ") || "–";

/** One table per dimension (each shows every value of its own dimension under the other filters). */
export function DimensionTables({ breakdowns }: { breakdowns: Breakdowns }) {
  const t = mgmtTranslator("dashboard");
  const columns = ["visitors", "quizStarts", "completions", "captures", "purchases", "upsells", "refunds"] as const;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {breakdownDimensions.map((dimension) => (
        <section key={dimension} className="min-w-0 rounded-lg border border-line bg-surface p-4" data-testid={`table-${dimension}`}>
          <h2 className="mb-3 text-lg font-semibold">{t("tables.title", { dimension })}</h2>
          {breakdowns[dimension].length === 0 ? (
            <p className="text-muted">{t("tables.empty")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm tabular-nums">
                <thead>
                  <tr className="border-b border-line text-muted">
                    <th scope="col" className="py-2 pe-3 text-start font-medium">{t("tables.value")}</th>
                    {columns.map((c) => (
                      <th key={c} scope="col" className="py-2 pe-3 text-end font-medium">{t(`tables.${c}`)}</th>
                    ))}
                    <th scope="col" className="py-2 pe-3 text-end font-medium">{t("tables.revenue")}</th>
                    <th scope="col" className="py-2 text-end font-medium">{t("tables.netRevenue")}</th>
                  </tr>
                </thead>
                <tbody>
                  {breakdowns[dimension].map((row) => (
                    <tr key={row.value} className="border-b border-line last:border-b-0">
                      <th scope="row" className="max-w-48 truncate py-2 pe-3 text-start font-medium">{row.value || t("filters.none")}</th>
                      {columns.map((c) => (
                        <td key={c} className="py-2 pe-3 text-end">{formatCount(row[c])}</td>
                      ))}
                      <td className="py-2 pe-3 text-end whitespace-nowrap">{money(row, "revenueMinor")}</td>
                      <td className="py-2 text-end whitespace-nowrap">{money(row, "netMinor")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}

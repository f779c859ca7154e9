import Link from "next/link";
import type { HypothesisSort, HypothesisStatus } from "@/features/ab-backlog/domain/hypothesis";

export type BacklogRow = {
  id: string;
  title: string;
  impact: number;
  confidence: number;
  ease: number;
  score: number;
  status: HypothesisStatus;
  ownerEmail: string;
  splitName: string | null;
  outcome: string | null;
  learning: string | null;
};

/** The backlog page's address for a sort and a status filter. */
export function backlogHref(sort: HypothesisSort, status: HypothesisStatus | null): string {
  return `/mgmt/backlog-of-ab-tests?hypothesisSort=${sort}${status ? `&status=${status}` : ""}`;
}

/** The backlog table; the score header toggles the sort through the address (docs/ab-backlog.md). */
export function BacklogTable({ rows, sort, status, labels }: { rows: BacklogRow[]; sort: HypothesisSort; status: HypothesisStatus | null; labels: Record<string, string> }) {
  if (rows.length === 0) return <p className="text-muted">{labels.empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] text-sm" data-testid="backlog-table">
        <thead>
          <tr className="border-b border-line text-muted">
            <th className="p-2 text-start">{labels.title}</th>
            <th className="p-2 text-start" aria-sort={sort === "asc" ? "ascending" : "descending"}>
              <Link href={backlogHref(sort === "asc" ? "desc" : "asc", status)} className="text-primary underline" data-testid="sort-by-score">
                {labels.score} {sort === "asc" ? "↑" : "↓"}
              </Link>
            </th>
            <th className="p-2 text-start">{labels.ice}</th>
            <th className="p-2 text-start">{labels.status}</th>
            <th className="p-2 text-start">{labels.owner}</th>
            <th className="p-2 text-start">{labels.split}</th>
            <th className="p-2 text-start">{labels.outcome}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line align-top" data-testid="hypothesis-row" data-title={row.title}>
              <td className="p-2">
                <Link href={`/mgmt/backlog-of-ab-tests/${row.id}`} className="font-semibold text-primary underline">
                  {row.title}
                </Link>
              </td>
              <td className="p-2 font-mono" data-testid="hypothesis-score">{row.score}</td>
              <td className="p-2 font-mono text-muted">
                {row.impact}·{row.confidence}·{row.ease}
              </td>
              <td className="p-2">{labels[`status_${row.status}`]}</td>
              <td className="p-2 text-muted">{row.ownerEmail}</td>
              <td className="p-2">
                {row.splitName ? (
                  <Link href={`/mgmt/splits/${encodeURIComponent(row.splitName)}/results`} className="text-primary underline" data-testid="split-link">
                    {row.splitName}
                  </Link>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
              <td className="p-2">
                {row.status === "concluded" && row.outcome ? (
                  <span>
                    <span className="font-semibold">{labels[`outcome_${row.outcome}`]}</span>
                    {row.learning ? <span className="block text-muted">{row.learning}</span> : null}
                  </span>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import Link from "next/link";
import { mgmtTranslator } from "@/i18n/mgmt-messages";
import { OutboxStatusBadge } from "./outbox-status-badge";

export type OutboxListRow = { id: string; kind: string; toAddress: string; subject: string; status: string; createdAt: Date };

const when = (value: Date) => value.toISOString().slice(0, 16).replace("T", " ") + " UTC";

/** The outbox's mails, newest first; each row opens the mail (an audited read). */
export function OutboxList({ rows }: { rows: OutboxListRow[] }) {
  const t = mgmtTranslator("outbox");
  if (rows.length === 0)
    return (
      <p className="text-muted" data-testid="outbox-empty">
        {t("empty")}
      </p>
    );
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-surface" data-testid="outbox-list">
      {rows.map((row) => (
        <li key={row.id} data-testid="outbox-row" data-status={row.status}>
          {/* No prefetch: opening a mail writes an audit row, so only a click may open it. */}
          <Link href={`/mgmt/outbox/${row.id}`} prefetch={false} className="grid gap-1 px-4 py-3 hover:bg-bg md:grid-cols-[9.5rem_minmax(0,20rem)_minmax(0,1fr)] md:items-baseline md:gap-x-4">
            <span className="text-xs text-muted">
              {when(row.createdAt)} · {row.kind}
            </span>
            <span className="break-all text-sm font-semibold" data-testid="outbox-row-to">
              {row.toAddress}
            </span>
            <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1">
              <OutboxStatusBadge status={row.status} />
              <span dir="auto" className="min-w-0 break-words text-sm" data-testid="outbox-row-subject">
                {row.subject}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import Link from "next/link";
import type { ReactNode } from "react";
import type { DataColumn } from "@/ui/data-table";

type Cell<Row> = { header: string; cell: (row: Row) => ReactNode };

/**
 * The columns of a list of versioned pages (final pages, landing pages): the name, the live
 * version, the newest version, whether a draft waits, and the editor link.
 */
export function versionedPageColumns<Row extends { hasDraft: boolean }>(input: {
  name: Cell<Row>;
  live: Cell<Row>;
  head: (row: Row) => ReactNode;
  labels: { head: string; draft: string; edit: string };
  editHref: (row: Row) => string;
}): DataColumn<Row>[] {
  return [
    { key: "name", header: input.name.header, className: "font-mono", cell: input.name.cell },
    { key: "live", header: input.live.header, cell: input.live.cell },
    { key: "head", header: input.labels.head, cell: input.head },
    { key: "draft", header: input.labels.draft, cell: (row) => (row.hasDraft ? "✓" : "") },
    {
      key: "edit",
      align: "end",
      cell: (row) => (
        <Link className="text-primary underline" href={input.editHref(row)}>
          {input.labels.edit}
        </Link>
      ),
    },
  ];
}

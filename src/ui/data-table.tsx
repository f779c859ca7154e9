import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** One column: its header, how a row fills its cell, and optional cell attributes (test ids…). */
export type DataColumn<Row> = {
  key: string;
  header?: ReactNode;
  align?: "start" | "end";
  className?: string;
  cell: (row: Row) => ReactNode;
  cellAttributes?: (row: Row) => Record<string, string | number | undefined>;
};

/**
 * A plain, horizontally scrollable table of rows (management lists): logical alignment, so it
 * reads right to left as well. Server-rendered; no script.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  testId,
  rowAttributes,
}: {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string;
  testId?: string;
  rowAttributes?: (row: Row) => Record<string, string | number | undefined>;
}) {
  const alignClass = (align: DataColumn<Row>["align"]) => (align === "end" ? "text-end" : "text-start");
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b border-line">
            {columns.map((column) => (
              <th key={column.key} className={cn("py-2 pe-2", alignClass(column.align))}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line" {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <td key={column.key} className={cn("py-2 pe-2", alignClass(column.align), column.className)} {...column.cellAttributes?.(row)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A titled list section with an optional "new" link and an empty-state line. */
export function ListSection({ title, newLink, empty, children }: { title: ReactNode; newLink?: ReactNode; empty?: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {newLink}
      </div>
      {empty}
      {children}
    </section>
  );
}

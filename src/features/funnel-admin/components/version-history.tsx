"use client";

import { useState } from "react";
import { jsonDiff } from "@/features/staff/domain/json-diff";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";
import { fill } from "./editor-api";

export type VersionItem = { version: number; state: string; createdBy: string; createdAt: string; content: unknown };

/** Every version with who saved it and when, its JSON diff to the version before, one-click rollback. */
export function VersionHistory({ versions, readOnly, onRollback, labels }: { versions: VersionItem[]; readOnly: boolean; onRollback: (version: number) => void; labels: Record<string, string> }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<number | null>(null);
  if (versions.length === 0) return <p className="text-sm text-muted">{labels.noVersions}</p>;
  return (
    <ol className="space-y-2 text-sm" data-testid="versions">
      {versions.map((row, index) => {
        const previous = versions[index + 1];
        const diff = open === row.version ? jsonDiff(previous?.content ?? null, row.content) : [];
        return (
          <li key={row.version} className="rounded-md border border-line p-2">
            <div className="flex flex-wrap items-center gap-2">
              <strong>{fill(labels.version, { version: row.version })}</strong>
              <span className="rounded-full bg-line px-2 text-xs">{labels[`state_${row.state}`] ?? row.state}</span>
              <span className="text-muted">
                {row.createdBy} · {row.createdAt.slice(0, 16).replace("T", " ")} UTC
              </span>
              <Button type="button" kind="ghost" size="xs" onClick={() => setOpen(open === row.version ? null : row.version)}>
                {labels.diff}
              </Button>
              {readOnly || row.state === "published" ? null : (
                <Button type="button" kind="secondary" size="xs" onClick={() => onRollback(row.version)} disabled={!hydrated} data-testid={`rollback-${row.version}`}>
                  {labels.rollback}
                </Button>
              )}
            </div>
            {open === row.version ? (
              <pre className="mt-2 max-h-64 overflow-auto rounded bg-line/40 p-2 text-xs" data-testid="version-diff">
                {diff.length ? diff.map((change) => `${change.op} ${change.path.join(".")}: ${JSON.stringify("value" in change ? change.value : change.old)}`).join("\n") : labels.noChanges}
              </pre>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

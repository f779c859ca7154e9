"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ChangeLogEntry } from "@/features/split-admin/domain/change-log";
import type { SplitKind, SplitStatusValue } from "@/features/split-admin/domain/split-admin-schemas";
import { rollbackSplitAction, setSplitStatusAction } from "@/features/split-admin/actions/split-admin-actions";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";
import { describeAnswer, fill, type SplitLabels } from "./labels";

const statusStyle: Record<SplitStatusValue, string> = {
  draft: "bg-surface text-muted border border-line",
  running: "bg-success/10 text-success",
  stopped: "bg-danger/10 text-danger",
};

/** The status as a small badge. */
export function StatusBadge({ status, labels }: { status: SplitStatusValue; labels: SplitLabels }) {
  const text = { draft: labels.statusDraft, running: labels.statusRunning, stopped: labels.statusStopped }[status];
  return (
    <span data-testid="split-status" data-status={status} className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[status]}`}>
      {text}
    </span>
  );
}

type Props = {
  kind: SplitKind;
  name: string;
  status: SplitStatusValue;
  version: number;
  changes: ChangeLogEntry[];
  canEdit: boolean;
  dirty: boolean;
  labels: SplitLabels;
};

/**
 * Start / stop (docs/split-admin.md, "Status") and the change log with one-click rollback.
 * Both act on the saved configuration; with unsaved edits they stay disabled.
 */
export function SplitStatusPanel({ kind, name, status, version, changes, canEdit, dirty, labels }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const disabled = !hydrated || pending || dirty;
  const run = (work: () => Promise<Parameters<typeof describeAnswer>[0]>, success: string) =>
    startTransition(async () => {
      try {
        const answer = describeAnswer(await work(), success, labels);
        setMessage({ text: answer.message, ok: answer.ok });
      } catch {
        setMessage({ text: labels.failed ?? "", ok: false });
      }
      router.refresh();
    });
  const kindLabel: Record<ChangeLogEntry["kind"], string | undefined> = {
    created: labels.kindCreated,
    edited: labels.kindEdited,
    started: labels.kindStarted,
    stopped: labels.kindStopped,
    restored: labels.kindRestored,
  };
  return (
    <div className="space-y-6">
      <section className="space-y-2 rounded-lg border border-line p-4" aria-label={labels.status}>
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="font-semibold">{labels.status}</h2>
          <StatusBadge status={status} labels={labels} />
          {canEdit && status !== "running" ? (
            <Button kind="primary" size="small" data-testid="split-start" disabled={disabled} onClick={() => run(() => setSplitStatusAction({ kind, name, status: "running", expectedVersion: version }), labels.started ?? "")}>
              {status === "stopped" ? labels.restart : labels.start}
            </Button>
          ) : null}
          {canEdit && status === "running" ? (
            <Button kind="secondary" size="small" data-testid="split-stop" disabled={disabled} onClick={() => run(() => setSplitStatusAction({ kind, name, status: "stopped", expectedVersion: version }), labels.stopped ?? "")}>
              {labels.stop}
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-muted">{labels.statusHelp}</p>
        {dirty && canEdit ? <p className="text-sm text-muted">{labels.unsaved}</p> : null}
        {message ? (
          <p role="status" data-testid="split-status-message" className={message.ok ? "text-sm text-success" : "text-sm text-danger"}>
            {message.text}
          </p>
        ) : null}
      </section>
      <section className="space-y-2" aria-label={labels.changeLog}>
        <h2 className="font-semibold">{labels.changeLog}</h2>
        {changes.length === 0 ? <p className="text-sm text-muted">{labels.noChanges}</p> : null}
        <ol className="space-y-2" data-testid="split-change-log">
          {changes.map((entry, index) => (
            <li key={entry.version} className="rounded border border-line p-3 text-sm" data-testid="split-change" data-version={entry.version}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <strong>{fill(labels.version, { version: entry.version })}</strong> · {kindLabel[entry.kind]} · {fill(labels.by, { who: entry.by, when: new Date(entry.at).toLocaleString("en-GB", { timeZone: "UTC" }) + " UTC" })}
                </span>
                {canEdit && index > 0 ? (
                  <Button kind="ghost" size="xs" disabled={disabled} data-testid="split-rollback" onClick={() => run(() => rollbackSplitAction({ kind, name, version: entry.version, expectedVersion: version }), fill(labels.rolledBack, { version: entry.version }))}>
                    {labels.rollback}
                  </Button>
                ) : null}
              </div>
              {entry.changes.length > 0 ? (
                <ul className="mt-1 list-disc ps-5 font-mono text-xs text-muted">
                  {entry.changes.slice(0, 20).map((line, lineIndex) => (
                    <li key={lineIndex} className="break-all">
                      {line}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

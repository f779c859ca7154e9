"use client";

import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useRemoteConditionCheck } from "@/features/conditions/client/use-remote-condition-check";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { deleteRedirectAction, rollbackRedirectAction, saveRedirectAction } from "@/features/redirect-admin/actions/redirect-admin-actions";
import { emptyRuleRow, formToConfig, moveItem, type RuleRow } from "@/features/redirect-admin/domain/rule-form";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

export type RedirectVersionItem = { version: number; state: string; createdBy: string; createdAt: string };
type Labels = Record<string, string>;
type Answer = { saved: true; version: number } | { saved: false; code: string; message: string };
type Result<T> = { ok: true; data: T } | { ok: false; staffError?: string; formError?: string };

function failure(result: Result<unknown>, labels: Labels): string {
  if (!result.ok && result.staffError === "signedOut") return labels.signedOut!;
  if (!result.ok && result.staffError === "forbidden") return labels.forbidden!;
  return (!result.ok && result.formError) || labels.failed!;
}

/**
 * The editor of one redirect configuration: its run condition (checked as it is typed), its
 * rules table, save, delete and the version history with one-click rollback
 * (docs/redirect-admin.md). Read-only for a role without redirects:edit.
 */
export function RedirectEditor(props: {
  name: string;
  isNew: boolean;
  runCondition: string;
  rules: RuleRow[];
  version: number;
  versions: RedirectVersionItem[];
  canEdit: boolean;
  labels: Labels;
}) {
  const { labels, canEdit, name } = props;
  const hydrated = useHydrated();
  const router = useRouter();
  const [newName, setNewName] = useState(name);
  const [runCondition, setRunCondition] = useState(props.runCondition);
  const [rows, setRows] = useState<RuleRow[]>(props.rules.length ? props.rules : [{ ...emptyRuleRow }]);
  const { error: conditionError, checked: conditionChecked } = useRemoteConditionCheck("/api/mgmt/redirects/check", runCondition);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const disabled = !hydrated || !canEdit || busy;


  const update = (index: number, patch: Partial<RuleRow>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const config = formToConfig(newName, runCondition, rows);
    const result = (await saveRedirectAction({ config, expectedVersion: props.version, isNew: props.isNew, previousName: props.isNew ? null : name })) as Result<Answer>;
    setBusy(false);
    if (!result.ok) return setMessage({ text: failure(result, labels), ok: false });
    if (!result.data.saved) return setMessage({ text: result.data.message, ok: false });
    setMessage({ text: labels.saved!.replace("{version}", String(result.data.version)), ok: true });
    if (config.name !== name) router.push(`/mgmt/redirects/${encodeURIComponent(config.name)}`);
    else router.refresh();
  }

  async function rollback(version: number) {
    setBusy(true);
    const result = (await rollbackRedirectAction({ name, version, expectedVersion: props.version })) as Result<Answer>;
    setBusy(false);
    if (!result.ok) return setMessage({ text: failure(result, labels), ok: false });
    if (!result.data.saved) return setMessage({ text: result.data.message, ok: false });
    setMessage({ text: labels.rolledBack!.replace("{version}", String(version)), ok: true });
    window.location.reload();
  }

  async function remove() {
    if (!window.confirm(labels.confirmDelete!.replace("{name}", name))) return;
    setBusy(true);
    const result = (await deleteRedirectAction({ name })) as Result<{ deleted: boolean }>;
    setBusy(false);
    if (!result.ok) return setMessage({ text: failure(result, labels), ok: false });
    router.push("/mgmt/redirects");
  }

  const input = "w-full rounded-md border border-line bg-bg px-2 py-1 text-sm";
  return (
    <div className="space-y-6">
      <form method="post" action="#" onSubmit={save} className="space-y-4" data-testid="redirect-editor">
        <HydratedFieldset className="space-y-4">
        <label className="block space-y-1 text-sm">
          <span className="font-medium">{labels.name}</span>
          <input className={input + " font-mono"} name="name" value={newName} readOnly={!canEdit} onChange={(event) => setNewName(event.target.value)} />
          {newName.trim() !== name && !props.isNew ? <span className="text-muted">{labels.renameHint}</span> : null}
        </label>
        <label className="block space-y-1 text-sm">
          <span className="font-medium">{labels.runCondition}</span>
          <input
            className={input + " font-mono"}
            name="runCondition"
            value={runCondition}
            readOnly={!canEdit}
            placeholder={labels.runConditionPlaceholder}
            onChange={(event) => setRunCondition(event.target.value)}
            aria-invalid={conditionError ? true : undefined}
          />
          <span className={conditionError ? "text-danger" : "text-muted"} data-testid="condition-check">
            {conditionError ? labels.conditionError!.replace("{error}", conditionError) : runCondition.trim() ? (conditionChecked ? labels.conditionOk : "…") : labels.conditionEmpty}
          </span>
        </label>

        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-sm" data-testid="rules-table">
            <thead>
              <tr className="border-b border-line text-start text-muted">
                <th className="p-1 text-start">#</th>
                <th className="p-1 text-start">{labels.quizUrl}</th>
                <th className="p-1 text-start">{labels.elder}</th>
                <th className="p-1 text-start">{labels.gender}</th>
                <th className="p-1 text-start">tm1</th>
                <th className="p-1 text-start">tm2</th>
                <th className="p-1" />
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className="border-b border-line" data-testid="rule-row">
                  <td className="p-1 font-mono">{index + 1}</td>
                  <td className="p-1">
                    <input className={input} aria-label={labels.quizUrl} value={row.quizUrl} readOnly={!canEdit} onChange={(e) => update(index, { quizUrl: e.target.value })} />
                  </td>
                  <td className="p-1">
                    <select className={input} aria-label={labels.elder} value={row.elder} disabled={!canEdit} onChange={(e) => update(index, { elder: e.target.value as RuleRow["elder"] })}>
                      <option value="any">{labels.any}</option>
                      <option value="yes">{labels.yes}</option>
                      <option value="no">{labels.no}</option>
                    </select>
                  </td>
                  <td className="p-1">
                    <select className={input} aria-label={labels.gender} value={row.gender} disabled={!canEdit} onChange={(e) => update(index, { gender: e.target.value as RuleRow["gender"] })}>
                      <option value="any">{labels.any}</option>
                      <option value="MALE">MALE</option>
                      <option value="FEMALE">FEMALE</option>
                    </select>
                  </td>
                  <td className="p-1">
                    <input className={input} aria-label="tm1" value={row.tm1} readOnly={!canEdit} onChange={(e) => update(index, { tm1: e.target.value })} />
                  </td>
                  <td className="p-1">
                    <input className={input} aria-label="tm2" value={row.tm2} readOnly={!canEdit} onChange={(e) => update(index, { tm2: e.target.value })} />
                  </td>
                  <td className="whitespace-nowrap p-1">
                    {canEdit ? (
                      <>
                        <Button kind="ghost" size="xs" aria-label={labels.up} disabled={disabled || index === 0} onClick={() => setRows((r) => moveItem(r, index, index - 1))}>
                          ↑
                        </Button>
                        <Button kind="ghost" size="xs" aria-label={labels.down} disabled={disabled || index === rows.length - 1} onClick={() => setRows((r) => moveItem(r, index, index + 1))}>
                          ↓
                        </Button>
                        <Button kind="ghost" size="xs" aria-label={labels.removeRule} disabled={disabled || rows.length === 1} onClick={() => setRows((r) => r.filter((_, i) => i !== index))}>
                          ✕
                        </Button>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-muted">{labels.rulesHint}</p>

        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button kind="secondary" size="small" disabled={disabled} onClick={() => setRows((r) => [...r, { ...emptyRuleRow }])}>
              {labels.addRule}
            </Button>
            <Button type="submit" size="small" disabled={disabled || Boolean(conditionError)}>
              {props.isNew ? labels.create : labels.save}
            </Button>
            {!props.isNew ? (
              <Button kind="ghost" size="small" className="text-danger" disabled={disabled} onClick={remove}>
                {labels.delete}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted" data-testid="read-only">{labels.readOnly}</p>
        )}
        {message ? (
          <p role="status" className={message.ok ? "text-sm text-success" : "text-sm text-danger"} data-testid="editor-message">
            {message.text}
          </p>
        ) : null}
        </HydratedFieldset>
      </form>

      {props.versions.length ? (
        <section className="space-y-2" data-testid="version-history">
          <h2 className="font-semibold">{labels.history}</h2>
          <ol className="space-y-1 text-sm">
            {props.versions.map((row) => (
              <li key={row.version} className="flex flex-wrap items-center gap-2 border-b border-line py-1">
                <span className="font-mono">v{row.version}</span>
                <span className={row.state === "published" ? "font-semibold" : "text-muted"}>{row.state === "published" ? labels.live : labels.earlier}</span>
                <span className="text-muted">
                  {row.createdBy} · {row.createdAt.slice(0, 16).replace("T", " ")} UTC
                </span>
                {canEdit && row.state !== "published" ? (
                  <Button kind="text" size="xs" className="ms-auto" disabled={disabled} onClick={() => rollback(row.version)}>
                    {labels.rollback}
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

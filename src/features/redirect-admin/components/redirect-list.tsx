"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { reorderRedirectsAction } from "@/features/redirect-admin/actions/redirect-admin-actions";
import { moveItem } from "@/features/redirect-admin/domain/rule-form";
import { Button } from "@/ui/button";
import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useHydrated } from "@/ui/use-hydrated";

export type RedirectListItem = { name: string; runCondition: string; ruleCount: number; version: number };
type Answer = { saved: true; version: number } | { saved: false; code: string; message: string };
type Result = { ok: true; data: Answer } | { ok: false; staffError?: string; formError?: string };

const namePattern = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * The configurations in the order they are tried; staff with redirects:edit move them up and
 * down and save the order, and start a new one by its name (docs/redirect-admin.md).
 */
export function RedirectList({ items, canEdit, labels }: { items: RedirectListItem[]; canEdit: boolean; labels: Record<string, string> }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [order, setOrder] = useState(items);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [newName, setNewName] = useState("");
  const [busy, setBusy] = useState(false);
  const changed = order.some((item, index) => item.name !== items[index]?.name);
  const disabled = !hydrated || busy;

  async function saveOrder() {
    setBusy(true);
    const result = (await reorderRedirectsAction({ names: order.map((item) => item.name) })) as Result;
    setBusy(false);
    if (!result.ok) return setMessage({ text: result.staffError === "forbidden" ? labels.forbidden! : labels.failed!, ok: false });
    if (!result.data.saved) return setMessage({ text: result.data.message, ok: false });
    setMessage({ text: labels.orderSaved!, ok: true });
    router.refresh();
  }

  function create(event: FormEvent) {
    event.preventDefault();
    const name = newName.trim();
    if (!namePattern.test(name)) return setMessage({ text: labels.badName!, ok: false });
    if (items.some((item) => item.name === name)) return setMessage({ text: labels.nameTaken!, ok: false });
    router.push(`/mgmt/redirects/${encodeURIComponent(name)}?new=1`);
  }

  return (
    <div className="space-y-4">
      {order.length === 0 ? <p className="text-muted">{labels.empty}</p> : null}
      <ol className="divide-y divide-line rounded-md border border-line" data-testid="redirect-list">
        {order.map((item, index) => (
          <li key={item.name} className="flex flex-wrap items-center gap-3 p-3" data-testid="redirect-item" data-name={item.name}>
            <span className="font-mono text-muted">{index + 1}</span>
            <div className="min-w-0 flex-1">
              <Link href={`/mgmt/redirects/${encodeURIComponent(item.name)}`} className="font-semibold text-primary underline">
                {item.name}
              </Link>
              <p className="truncate font-mono text-xs text-muted">{item.runCondition || labels.always}</p>
            </div>
            <span className="text-sm text-muted">{labels.rules!.replace("{count}", String(item.ruleCount))}</span>
            <span className="text-sm text-muted">v{item.version}</span>
            {canEdit ? (
              <span className="flex gap-1">
                <Button kind="ghost" size="xs" aria-label={`${labels.up} ${item.name}`} disabled={disabled || index === 0} onClick={() => setOrder((o) => moveItem(o, index, index - 1))}>
                  ↑
                </Button>
                <Button kind="ghost" size="xs" aria-label={`${labels.down} ${item.name}`} disabled={disabled || index === order.length - 1} onClick={() => setOrder((o) => moveItem(o, index, index + 1))}>
                  ↓
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {canEdit ? (
        <div className="flex flex-wrap items-end gap-4">
          <Button size="small" disabled={disabled || !changed} onClick={saveOrder}>
            {labels.saveOrder}
          </Button>
          <form method="post" action="#" onSubmit={create} className="flex flex-wrap items-end gap-2">
            <HydratedFieldset className="contents">
              <label className="space-y-1 text-sm">
                <span className="block font-medium">{labels.newName}</span>
                <input className="rounded-md border border-line bg-bg px-2 py-1" name="name" value={newName} onChange={(e) => setNewName(e.target.value)} />
              </label>
              <Button type="submit" kind="secondary" size="small" disabled={disabled}>
                {labels.create}
              </Button>
            </HydratedFieldset>
          </form>
        </div>
      ) : (
        <p className="text-sm text-muted" data-testid="read-only">{labels.readOnly}</p>
      )}
      {message ? (
        <p role="status" className={message.ok ? "text-sm text-success" : "text-sm text-danger"}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

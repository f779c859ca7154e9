"use client";

import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

/** Creates a funnel from the blank template or as a copy of another one, then opens it. */
export function CreateFunnelForm({ funnels, labels }: { funnels: string[]; labels: Record<string, string> }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const response = await fetch("/api/mgmt/funnels", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: form.get("name"), title: form.get("title"), from: form.get("from") || null }),
    }).catch(() => null);
    setBusy(false);
    const body = (await response?.json().catch(() => null)) as { name?: string; error?: { code: string; message: string } } | null;
    if (!response?.ok || !body?.name) return setError(body?.error?.code === "validation_failed" ? labels.invalidName! : (body?.error?.message ?? labels.failed!));
    router.push(`/mgmt/funnel-admin/${body.name}`);
  }
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-line p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" data-testid="create-funnel">
      <HydratedFieldset className="contents">
        <label className="grid gap-1 text-sm">
          {labels.name}
          <input name="name" required pattern="[a-z0-9][a-z0-9\-]{0,79}" placeholder="spring-quiz" className="rounded-md border border-line bg-bg px-2 py-1" />
        </label>
        <label className="grid gap-1 text-sm">
          {labels.title}
          <input name="title" required maxLength={120} className="rounded-md border border-line bg-bg px-2 py-1" />
        </label>
        <label className="grid gap-1 text-sm">
          {labels.from}
          <select name="from" defaultValue="" className="rounded-md border border-line bg-bg px-2 py-1">
            <option value="">{labels.blank}</option>
            {funnels.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" kind="primary" size="small" disabled={busy || !hydrated}>
          {labels.create}
        </Button>
        {error ? (
          <p role="alert" className="text-sm text-red-600 sm:col-span-4">
            {error}
          </p>
        ) : null}
      </HydratedFieldset>
    </form>
  );
}

"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { searchCustomer } from "@/features/support-proxy/actions/search-customer";
import type { SearchAnswer } from "@/features/support-proxy/domain/act-rules";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

export type SearchLabels = Record<"label" | "submit" | "none" | "invalid" | "found" | "open" | "failed" | "refused", string>;

/** The support search: one exact key, answered by a posted action (docs/support-proxy.md, "Search"). */
export function SupportSearchForm({ labels }: { labels: SearchLabels }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<SearchAnswer | "failed" | "refused" | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const query = String(new FormData(event.currentTarget).get("query") ?? "");
    const result = await searchCustomer({ query }).catch(() => null);
    setBusy(false);
    if (!result) return setAnswer("failed");
    if ("staffError" in result) return setAnswer("refused");
    setAnswer(result.ok ? result.data : "failed");
  }
  return (
    <section className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <form onSubmit={submit} method="post" action="#" className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-[240px] flex-1 flex-col gap-1 text-sm">
          <span>{labels.label}</span>
          <input name="query" required maxLength={320} autoComplete="off" className="rounded-md border border-line bg-bg px-3 py-2" data-testid="support-search-input" />
        </label>
        <Button type="submit" kind="primary" size="small" disabled={!hydrated || busy} data-testid="support-search-submit">
          {labels.submit}
        </Button>
      </form>
      <div role="status" aria-live="polite" data-testid="support-search-answer">
        {answer === "failed" ? <p className="text-danger">{labels.failed}</p> : null}
        {answer === "refused" ? <p className="text-danger">{labels.refused}</p> : null}
        {answer && typeof answer === "object" && answer.kind === "none" ? <p>{labels.none}</p> : null}
        {answer && typeof answer === "object" && answer.kind === "invalid" ? <p className="text-danger">{labels.invalid}</p> : null}
        {answer && typeof answer === "object" && answer.kind === "found" ? (
          <p className="flex flex-wrap items-center gap-3">
            <span>{labels.found.replace("{email}", answer.email).replace("{matchedBy}", answer.matchedBy)}</span>
            <Link href={`/mgmt/support-proxy/${answer.uuid}`} className="font-semibold text-primary underline underline-offset-4" data-testid="support-search-open">
              {labels.open}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

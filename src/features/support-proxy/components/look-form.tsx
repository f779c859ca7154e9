"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { lookCustomer } from "@/features/support-proxy/actions/look-customer";
import { minReasonLength } from "@/features/support-proxy/domain/act-rules";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

export type LookLabels = Record<"reason" | "reasonHint" | "lookButton" | "failed" | "signedOut" | "forbidden" | "reasonShort" | "no_customer", string>;

/** The reason for opening a customer, audited before the page shows anything of theirs. */
export function LookForm({ customerId, labels }: { customerId: string; labels: LookLabels }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "");
    if (reason.trim().length < minReasonLength) return setError(labels.reasonShort);
    setBusy(true);
    const result = await lookCustomer({ customerId, reason }).catch(() => null);
    setBusy(false);
    if (!result) return setError(labels.failed);
    if ("staffError" in result) return setError(result.staffError === "signedOut" ? labels.signedOut : labels.forbidden);
    if (!result.ok) return setError(result.fieldErrors?.reason ?? labels.failed);
    if (!result.data.opened) return setError(labels.no_customer);
    router.refresh();
  }
  return (
    <form onSubmit={submit} method="post" action="#" className="space-y-3" data-testid="support-look-form">
      <label className="flex flex-col gap-1 text-sm">
        <span>{labels.reason}</span>
        <textarea name="reason" required minLength={minReasonLength} maxLength={1000} rows={3} className="rounded-md border border-line bg-bg px-3 py-2" />
        <span className="text-xs text-muted">{labels.reasonHint}</span>
      </label>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" kind="primary" size="small" disabled={!hydrated || busy} data-testid="support-look-submit">
        {labels.lookButton}
      </Button>
    </form>
  );
}

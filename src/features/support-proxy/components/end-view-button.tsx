"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

/** The banner's "End": closes the view at once (cookie cleared, audited), then back to the customer's support page. */
export function EndViewButton({ viewId, locale, customerId, labels }: { viewId: string; locale: string; customerId: string; labels: { end: string; endFailed: string } }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function end() {
    setBusy(true);
    const response = await fetch("/api/mgmt/support-proxy/view", {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ viewId, locale }),
    }).catch(() => null);
    setBusy(false);
    if (!response?.ok) return setFailed(true);
    router.push(`/mgmt/support-proxy/${customerId}`);
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button type="button" kind="black" size="xs" onClick={end} disabled={!hydrated || busy} data-testid="support-view-end">
        {labels.end}
      </Button>
      {failed ? <span role="alert">{labels.endFailed}</span> : null}
    </span>
  );
}

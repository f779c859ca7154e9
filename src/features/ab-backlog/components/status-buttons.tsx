"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { moveHypothesisAction } from "@/features/ab-backlog/actions/backlog-actions";
import { allowedMoves, HYPOTHESIS_OUTCOMES, type HypothesisOutcome, type HypothesisStatus } from "@/features/ab-backlog/domain/hypothesis";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

type Answer = { saved: true; id: string; version: number } | { saved: false; code: string; message: string };
type Result = { ok: true; data: Answer } | { ok: false; staffError?: string; formError?: string };

/** The status buttons of one hypothesis: forward moves and back to idea; concluding asks for outcome and learning. */
export function StatusButtons({ id, status, version, labels }: { id: string; status: HypothesisStatus; version: number; labels: Record<string, string> }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [outcome, setOutcome] = useState<HypothesisOutcome | "">("");
  const [learning, setLearning] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const moves = allowedMoves(status);

  async function move(to: HypothesisStatus) {
    setBusy(true);
    const result = (await moveHypothesisAction({ id, to, outcome: outcome || null, learning, expectedVersion: version })) as Result;
    setBusy(false);
    if (!result.ok) return setMessage(result.staffError === "forbidden" ? labels.forbidden! : result.formError || labels.failed!);
    if (!result.data.saved) return setMessage(result.data.message);
    setMessage(null);
    router.refresh();
  }

  return (
    <section className="space-y-3" data-testid="status-buttons">
      {moves.includes("concluded") ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block space-y-1 text-sm">
            <span className="font-medium">{labels.outcome}</span>
            <select className="w-full rounded-md border border-line bg-bg px-2 py-1" name="outcome" value={outcome} onChange={(e) => setOutcome(e.target.value as HypothesisOutcome | "")}>
              <option value="">—</option>
              {HYPOTHESIS_OUTCOMES.map((value) => (
                <option key={value} value={value}>
                  {labels[`outcome_${value}`]}
                </option>
              ))}
            </select>
          </label>
          <label className="block space-y-1 text-sm">
            <span className="font-medium">{labels.learning}</span>
            <input className="w-full rounded-md border border-line bg-bg px-2 py-1" name="learning" value={learning} onChange={(e) => setLearning(e.target.value)} />
          </label>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {moves.map((to) => (
          <Button key={to} kind={to === "idea" ? "secondary" : "primary"} size="small" disabled={!hydrated || busy} onClick={() => move(to)}>
            {labels[`to_${to}`]}
          </Button>
        ))}
      </div>
      {message ? (
        <p role="status" className="text-sm text-danger">
          {message}
        </p>
      ) : null}
    </section>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

/** How often the page asks whether the plan is built, and for how long before saying it is slow. */
const pollMs = 2500;
const slowAfterMs = 60_000;

/**
 * Asks for the plans the page needs once it has rendered (the render writes nothing), and while
 * the shown week's plan is missing or built from older settings polls `GET /api/plan/status`,
 * refreshing the page's server parts once the current plan is built (docs/meal-plan.md, "The
 * buyer's plan"). A refresh, not a reload: what the buyer is doing meanwhile (a glass of water
 * just logged, a weight being typed) is neither interrupted nor lost.
 * Shows the waiting text while there is no plan, a short note while an older one is shown.
 */
export function PlanPreparing({
  preparing,
  rebuilding = false,
  needsRequest,
  nextWeek = false,
  text,
}: {
  preparing: boolean;
  /** An older plan is shown while the one from the current settings is built. */
  rebuilding?: boolean;
  needsRequest: boolean;
  nextWeek?: boolean;
  text: { title: string; body: string; slow: string; rebuilding: string };
}) {
  const waiting = preparing || rebuilding;
  const router = useRouter();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    let stopped = false;
    const started = Date.now();
    const post = needsRequest
      ? fetch("/api/plan/generate", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }).catch(() => undefined)
      : Promise.resolve(undefined);
    if (!waiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (stopped) return;
      try {
        const answer = await fetch(`/api/plan/status${nextWeek ? "?week=next" : ""}`, { cache: "no-store" });
        const body = (await answer.json()) as { status?: string; upToDate?: boolean };
        if (body.upToDate && (body.status === "ready" || body.status === "no-recipes")) {
          router.refresh();
          return;
        }
      } catch {
        // A failed poll is tried again at the next tick.
      }
      if (Date.now() - started > slowAfterMs) setSlow(true);
      timer = setTimeout(poll, pollMs);
    };
    void post.then(() => {
      timer = setTimeout(poll, pollMs);
    });
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [waiting, needsRequest, nextWeek, router]);
  if (!preparing) {
    return rebuilding ? (
      <p className="rounded-xl bg-surface px-4 py-3 text-sm text-muted" data-testid="plan-rebuilding" aria-live="polite">
        {slow ? text.slow : text.rebuilding}
      </p>
    ) : null;
  }
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6 text-center" data-testid="plan-preparing" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{text.title}</h2>
      <p className="text-muted">{slow ? text.slow : text.body}</p>
    </section>
  );
}

"use client";

import { useState } from "react";
import { chooseMealSwapAction } from "../actions/choose-meal-swap";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

type Alternative = { recipeId: string; name: string; portions: number; kcal: number; proteinG: number; fatG: number; carbsG: number };

export type MealSwapText = {
  swap: string;
  title: string;
  loading: string;
  none: string;
  choose: string;
  close: string;
  failed: string;
  /** "{kcal}" and "{portions}" are replaced. */
  detail: string;
};

/**
 * The swap button of one meal: asks for the alternatives (same meal type, same exclusions,
 * within ±10 % kcal), shows them, saves the choice through the action and reloads the page
 * (docs/meal-plan.md, "The buyer's plan").
 */
export function MealSwap({ planId, day, slot, locale, text }: { planId: string; day: number; slot: number; locale: string; text: MealSwapText }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<"idle" | "loading" | "ready" | "saving" | "failed">("idle");
  const [alternatives, setAlternatives] = useState<Alternative[]>([]);
  const number = new Intl.NumberFormat(locale);

  async function load() {
    setOpen(true);
    setState("loading");
    try {
      const answer = await fetch(`/api/plan/${planId}/alternatives?day=${day}&slot=${slot}&locale=${encodeURIComponent(locale)}`, { cache: "no-store" });
      if (!answer.ok) throw new Error(String(answer.status));
      setAlternatives(((await answer.json()) as { alternatives: Alternative[] }).alternatives);
      setState("ready");
    } catch {
      setState("failed");
    }
  }

  async function choose(recipeId: string) {
    setState("saving");
    const result = await chooseMealSwapAction({ planId, day, slot, recipeId });
    if (result.ok && (result.data.outcome === "swapped" || result.data.outcome === "unchanged")) {
      window.location.reload();
      return;
    }
    setState("failed");
  }

  if (!open) {
    return (
      <Button kind="secondary" size="xs" className="print:hidden" onClick={load} disabled={!hydrated} data-testid="meal-swap">
        {text.swap}
      </Button>
    );
  }
  return (
    <div className="mt-2 flex w-full flex-col gap-2 rounded-xl border border-line bg-bg p-3 print:hidden" data-testid="meal-swap-panel" aria-live="polite">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold">{text.title}</p>
        <Button kind="ghost" size="xs" onClick={() => setOpen(false)}>
          {text.close}
        </Button>
      </div>
      {state === "loading" && <p className="text-sm text-muted">{text.loading}</p>}
      {state === "failed" && <p className="text-sm text-red-700">{text.failed}</p>}
      {state === "ready" && alternatives.length === 0 && <p className="text-sm text-muted">{text.none}</p>}
      {(state === "ready" || state === "saving") && alternatives.length > 0 && (
        <ul className="flex flex-col gap-2">
          {alternatives.map((a) => (
            <li key={a.recipeId} className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2 last:border-b-0">
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{a.name}</span>
                <span className="block text-xs text-muted">
                  {text.detail.replace("{kcal}", number.format(a.kcal)).replace("{portions}", number.format(a.portions))}
                </span>
              </span>
              <Button size="xs" disabled={state === "saving" || !hydrated} onClick={() => choose(a.recipeId)} data-testid="meal-swap-choose">
                {text.choose}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

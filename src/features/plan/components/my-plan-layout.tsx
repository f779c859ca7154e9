import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { CabinetLayout } from "../domain/cabinet-layout";

/** `day` (YYYY-MM-DD) marks the section of one day, as `data-day`. */
export type PlanSection = { id: string; title: string; body: ReactNode; day?: string };

function Card({ section, className }: { section: PlanSection; className?: string }) {
  return (
    <section className={cn("flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-bg p-4 sm:p-5", className)} aria-labelledby={`plan-${section.id}`} data-testid={`plan-section-${section.id}`} data-day={section.day}>
      <h2 id={`plan-${section.id}`} className="text-lg font-bold">
        {section.title}
      </h2>
      {section.body}
    </section>
  );
}

/**
 * The /my-plan layouts the `web_cabinet_template` instruction chooses (docs/meal-plan.md,
 * "The buyer's plan"): `classic` stacks the sections in one column; `dashboard` puts them in a
 * grid of cards (today wide); `today-first` shows today and its totals, and folds the rest.
 */
export function MyPlanLayout({
  layout,
  today,
  totals,
  trackers,
  ahead,
  settings,
}: {
  layout: CabinetLayout;
  today: PlanSection;
  totals: PlanSection | null;
  trackers: PlanSection[];
  ahead: PlanSection;
  settings: PlanSection;
}) {
  if (layout === "dashboard") {
    return (
      <div className="grid gap-4 md:grid-cols-2" data-layout="dashboard" data-testid="my-plan-layout">
        <Card section={today} className="md:col-span-2" />
        {totals && <Card section={totals} />}
        {trackers.map((section) => (
          <Card key={section.id} section={section} />
        ))}
        <Card section={ahead} className="md:col-span-2" />
        <Card section={settings} className="md:col-span-2" />
      </div>
    );
  }
  if (layout === "today-first") {
    return (
      <div className="flex flex-col gap-4" data-layout="today-first" data-testid="my-plan-layout">
        <Card section={today} />
        {totals && <Card section={totals} />}
        {[...trackers, ahead, settings].map((section) => (
          <details key={section.id} className="group rounded-2xl border border-line bg-bg p-4 sm:p-5" data-testid={`plan-section-${section.id}`}>
            <summary className="cursor-pointer text-lg font-bold">{section.title}</summary>
            <div className="mt-3 flex flex-col gap-3">{section.body}</div>
          </details>
        ))}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-layout="classic" data-testid="my-plan-layout">
      {[today, ...(totals ? [totals] : []), ...trackers, ahead, settings].map((section) => (
        <Card key={section.id} section={section} />
      ))}
    </div>
  );
}

import { getFormatter, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { cn } from "@/lib/cn";
import type { DayProgress, RangeStatus } from "../domain/plan-view";

const tone: Record<RangeStatus, string> = { below: "bg-amber-500", within: "bg-emerald-500", above: "bg-rose-500" };

function Bar({ label, detail, share, status }: { label: string; detail: string; share: number; status: RangeStatus }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted">{detail}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-neutral-200" aria-hidden="true">
        <div className={cn("h-full rounded-full", tone[status])} style={{ inlineSize: `${Math.min(100, Math.max(0, share * 100))}%` }} />
      </div>
    </div>
  );
}

/** A day's totals against its targets: kcal against the target, each macro against its range. */
export async function DayProgressBars({ progress, locale }: { progress: DayProgress; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "myPlan" });
  const format = await getFormatter({ locale });
  const n = (value: number) => format.number(value);
  const macro = (key: "protein" | "fat" | "carbs", label: string) => {
    const m = progress[key];
    return (
      <Bar
        label={label}
        detail={`${t("totals.range", { value: n(m.value), min: n(m.min), max: n(m.max) })} · ${t(`totals.status.${m.status}`)}`}
        share={m.max > 0 ? m.value / m.max : 0}
        status={m.status}
      />
    );
  };
  return (
    <div className="flex flex-col gap-3" data-testid="plan-day-progress">
      <Bar
        label={t("totals.energy")}
        detail={`${t("totals.energyOfTarget", { value: n(progress.kcal.value), target: n(progress.kcal.target) })} · ${t(`totals.status.${progress.kcal.status}`)}`}
        share={progress.kcal.target > 0 ? progress.kcal.value / progress.kcal.target : 0}
        status={progress.kcal.status}
      />
      {macro("protein", t("totals.protein"))}
      {macro("fat", t("totals.fat"))}
      {macro("carbs", progress.carbs.net ? t("totals.netCarbs") : t("totals.carbs"))}
    </div>
  );
}

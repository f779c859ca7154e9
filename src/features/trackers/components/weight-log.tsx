"use client";

/**
 * WeightLog({ entries, goalKg, units, goalDate? }) — the weight log (docs/trackers.md, "Weight").
 * - entries: { date: "YYYY-MM-DD", kg }[] already logged (one per day);
 * - goalKg: the goal weight; goalDate (optional, YYYY-MM-DD): the plan's goal date;
 * - units: "metric" shows kg, "imperial" shows lb (stored as kg either way).
 * Logs (or corrects) today's weight, and charts the log towards the goal with the projected
 * line to the goal date (the log's own pace when no goal date is given). The chart's code
 * loads lazily.
 */
import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { callTrackerApi, type WeightAnswer } from "@/features/trackers/client/tracker-api";
import { localDay } from "@/features/trackers/domain/local-day";
import { parseWeightInput, sortEntries, weightChartPoints, weightInUnits, weightRangeKg, type WeightEntry, type WeightUnits } from "@/features/trackers/domain/weight";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

const WeightChart = dynamic(() => import("./weight-chart"), {
  ssr: false,
  loading: () => <div className="h-60 animate-pulse rounded-xl bg-neutral-100" />,
});

export function WeightLog({ entries, goalKg, units, goalDate }: { entries: WeightEntry[]; goalKg: number; units: WeightUnits; goalDate?: string }) {
  const hydrated = useHydrated();
  const t = useTranslations("trackers.weight");
  const locale = useLocale();
  const inputId = useId();
  const [log, setLog] = useState(() => sortEntries(entries));
  const [text, setText] = useState("");
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "invalid" | "failed">("idle");
  const unit = t(units === "metric" ? "kg" : "lb");
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const formatWeight = (value: number) => `${number.format(value)} ${unit}`;
  const dayFormat = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
  const formatDate = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
  const rows = weightChartPoints(log, goalKg, units, goalDate);
  const latest = log.at(-1);

  async function save(event: FormEvent) {
    event.preventDefault();
    const kg = parseWeightInput(text, units);
    if (kg === null) {
      setStatus("invalid");
      return;
    }
    setStatus("saving");
    const answer = await callTrackerApi<WeightAnswer>("/api/trackers/weight", "PUT", { day: localDay(new Date()), kg });
    if (!answer.ok) {
      setStatus("failed");
      return;
    }
    setLog(sortEntries(answer.data.entries));
    setText("");
    setStatus("saved");
  }

  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4" data-testid="weight-log" aria-labelledby="weight-title">
      <h2 id="weight-title" className="text-lg font-bold">
        {t("title")}
      </h2>
      <p className="text-sm">
        {latest ? t("latest", { weight: formatWeight(weightInUnits(latest.kg, units)), date: formatDate(latest.date) }) : t("empty")}{" "}
        {t("goal", { weight: formatWeight(weightInUnits(goalKg, units)) })}
      </p>
      {log.length > 0 ? (
        <figure data-testid="weight-chart" aria-label={t("chartLabel")} className="min-h-60">
          <WeightChart
            rows={rows}
            goal={weightInUnits(goalKg, units)}
            rtl={locale === "ar"}
            formatDate={formatDate}
            formatWeight={formatWeight}
            labels={{ weight: t("logged"), projected: t("projected"), goal: t("goalShort") }}
          />
        </figure>
      ) : null}
      <form onSubmit={(e) => void save(e)} className="flex flex-wrap items-end gap-2" noValidate>
        <HydratedFieldset className="contents">
          <label htmlFor={inputId} className="flex flex-col gap-1 text-sm">
            {t("todayLabel", { unit })}
            <input
              id={inputId}
              name="weight"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={status === "invalid"}
              className="w-32 rounded-lg border border-line bg-bg px-3 py-2 text-base"
            />
          </label>
          <Button type="submit" kind="primary" size="small" disabled={status === "saving" || !hydrated}>
            {t("save")}
          </Button>
        </HydratedFieldset>
      </form>
      <p role={status === "invalid" || status === "failed" ? "alert" : "status"} className={status === "saved" ? "text-sm text-emerald-700" : "text-sm text-red-600"}>
        {status === "invalid"
          ? t("invalid", { min: formatWeight(weightInUnits(weightRangeKg.min, units)), max: formatWeight(weightInUnits(weightRangeKg.max, units)) })
          : status === "failed"
            ? t("failed")
            : status === "saved"
              ? t("saved")
              : ""}
      </p>
    </section>
  );
}

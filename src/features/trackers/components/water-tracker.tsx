"use client";

/**
 * WaterTracker({ targetMl, todayMl }) — today's water (docs/trackers.md, "Water").
 * - targetMl: the day's target in ml (waterTargetMl of the body weight);
 * - todayMl: what the log holds for today as the page knew it; once in the browser the tracker
 *   reads the total of the browser's own local day (the server may not know its time zone).
 * + and − add or take away one glass (250 ml) at once on screen; the change is sent with an
 * id of its own (a retry changes nothing) and rolled back if the server refuses it.
 */
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { callTrackerApi, type WaterAnswer } from "@/features/trackers/client/tracker-api";
import { localDay } from "@/features/trackers/domain/local-day";
import { glassMl, nextWaterTotal, waterProgress } from "@/features/trackers/domain/water";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

type Pending = { id: string; deltaMl: number };

export function WaterTracker({ targetMl, todayMl }: { targetMl: number; todayMl: number }) {
  const hydrated = useHydrated();
  const t = useTranslations("trackers.water");
  const locale = useLocale();
  const [confirmed, setConfirmed] = useState(todayMl);
  const [pending, setPending] = useState<Pending[]>([]);
  const [failed, setFailed] = useState(false);
  /** Taps sent so far, and the latest tap whose answer is on screen (answers may cross). */
  const changes = useRef(0);
  const applied = useRef(0);

  useEffect(() => {
    let live = true;
    void callTrackerApi<WaterAnswer>(`/api/trackers/water?day=${localDay(new Date())}`, "GET").then((answer) => {
      // A tap made meanwhile answers with the newer total itself.
      if (live && answer.ok && changes.current === 0) setConfirmed(answer.data.totalMl);
    });
    return () => {
      live = false;
    };
  }, []);
  const shown = pending.reduce((total, change) => nextWaterTotal(total, change.deltaMl), confirmed);
  const progress = waterProgress(shown, targetMl);
  const number = new Intl.NumberFormat(locale);

  async function change(deltaMl: number) {
    const id = crypto.randomUUID();
    const sequence = (changes.current += 1);
    setFailed(false);
    setPending((list) => [...list, { id, deltaMl }]);
    const answer = await callTrackerApi<WaterAnswer>("/api/trackers/water", "POST", { day: localDay(new Date()), entryId: id, deltaMl });
    if (answer.ok && sequence > applied.current) {
      applied.current = sequence;
      setConfirmed(answer.data.totalMl);
    } else if (!answer.ok) setFailed(true);
    setPending((list) => list.filter((p) => p.id !== id));
  }

  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4" data-testid="water-tracker" aria-labelledby="water-title">
      <h2 id="water-title" className="text-lg font-bold">
        {t("title")}
      </h2>
      <p className="text-sm" data-testid="water-total" aria-live="polite">
        {t("ofTarget", { drunk: number.format(shown), target: number.format(targetMl) })}
      </p>
      <div
        role="progressbar"
        aria-label={t("title")}
        aria-valuemin={0}
        aria-valuemax={targetMl}
        aria-valuenow={shown}
        className="h-3 w-full overflow-hidden rounded-full bg-neutral-200"
      >
        <div className="h-full rounded-full bg-sky-500 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" kind="secondary" size="small" onClick={() => void change(-glassMl)} disabled={shown <= 0 || !hydrated} aria-label={t("removeLabel", { ml: glassMl })}>
          {t("remove")}
        </Button>
        <Button type="button" kind="blue" size="small" onClick={() => void change(glassMl)} disabled={!hydrated} aria-label={t("addLabel", { ml: glassMl })}>
          {t("add")}
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-600">
          {t("failed")}
        </p>
      ) : null}
    </section>
  );
}

"use client";

/**
 * FastingTimer({ schedule, now?, openFast? }) — the day's fasting clock (docs/trackers.md,
 * "Fasting timer").
 * - schedule: { fastHours, eatHours, windowStart: "HH:MM" } from the plan (local wall time);
 * - now: a fixed moment for tests and previews; without it the browser's clock ticks;
 * - openFast: the fast in progress ({ startedAt } ISO, UTC) when the page knows it; when
 *   omitted the timer asks the API once.
 * Shows a countdown to the window opening or closing with a ring, and start/end fast buttons
 * that log the fast. Times are in the browser's time zone and the page's locale.
 */
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { callTrackerApi, type FastAnswer } from "@/features/trackers/client/tracker-api";
import { useClock } from "@/features/trackers/client/use-clock";
import {
  fastingState,
  formatClockTime,
  formatDuration,
  localSecondsOfDay,
  loggedFastProgress,
  parseClockTime,
  type FastingScheduleProps,
} from "@/features/trackers/domain/fasting-state";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";
import { FastingRing } from "./fasting-ring";

type OpenFast = { startedAt: string } | null;

export function FastingTimer({ schedule, now, openFast }: { schedule: FastingScheduleProps; now?: Date | number | string; openFast?: OpenFast }) {
  const hydrated = useHydrated();
  const t = useTranslations("trackers.fasting");
  const locale = useLocale();
  const clock = useClock(now);
  const [fast, setFast] = useState<OpenFast | undefined>(openFast);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (openFast !== undefined) return;
    let live = true;
    void callTrackerApi<FastAnswer>("/api/trackers/fasting", "GET").then((answer) => {
      if (live) setFast(answer.ok ? answer.data.open : null);
    });
    return () => {
      live = false;
    };
  }, [openFast]);

  async function act(action: "start" | "end") {
    setBusy(true);
    setFailed(false);
    const answer = await callTrackerApi<FastAnswer>("/api/trackers/fasting", "POST", { action, plannedHours: Math.round(schedule.fastHours) });
    if (answer.ok) setFast(answer.data.open);
    else setFailed(true);
    setBusy(false);
  }

  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" });
  const wallTime = (hhmm: string) => {
    const minutes = parseClockTime(hhmm);
    return time.format(new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  };
  const state = clock === null ? null : fastingState(schedule, localSecondsOfDay(new Date(clock)));
  const logged = fast && clock !== null ? loggedFastProgress(Date.parse(fast.startedAt), clock, schedule.fastHours) : null;
  const phase = state?.phase ?? "fasting";

  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4" data-testid="fasting-timer" aria-labelledby="fasting-title">
      <h2 id="fasting-title" className="text-lg font-bold">
        {t("title", { fast: schedule.fastHours, eat: schedule.eatHours })}
      </h2>
      <FastingRing progress={logged ? logged.progress : (state?.progress ?? 0)} tone={logged ? "fasting" : phase}>
        <span className="text-sm font-semibold" data-testid="fasting-phase">
          {logged ? t("fastingNow") : state ? t(state.phase === "eating" ? "eatingNow" : "fastingNow") : ""}
        </span>
        <span className="font-mono text-2xl tabular-nums" dir="ltr" data-testid="fasting-countdown" aria-live="off">
          {logged ? formatDuration(logged.elapsedSeconds) : state ? formatDuration(state.secondsLeft) : "–:––:––"}
        </span>
        <span className="px-4 text-xs text-muted">
          {logged ? (logged.reached ? t("goalReached") : t("ofGoal", { hours: schedule.fastHours })) : state ? t(state.phase === "eating" ? "closesIn" : "opensIn") : ""}
        </span>
      </FastingRing>
      <p className="text-center text-sm" data-testid="fasting-window">
        {t("window", { start: wallTime(schedule.windowStart), end: wallTime(formatClockTime(parseClockTime(schedule.windowStart) + Math.round(schedule.eatHours * 60))) })}
      </p>
      {fast ? (
        <p className="text-center text-sm text-muted" data-testid="fast-started">
          {t("startedAt", { time: new Intl.DateTimeFormat(locale, { weekday: "short", hour: "numeric", minute: "2-digit" }).format(new Date(fast.startedAt)) })}
        </p>
      ) : null}
      <div className="flex justify-center">
        {fast ? (
          <Button type="button" kind="secondary" onClick={() => void act("end")} disabled={busy || !hydrated}>
            {t("endFast")}
          </Button>
        ) : (
          <Button type="button" kind="violet" onClick={() => void act("start")} disabled={busy || fast === undefined || !hydrated}>
            {t("startFast")}
          </Button>
        )}
      </div>
      {failed ? (
        <p role="alert" className="text-center text-sm text-red-600">
          {t("failed")}
        </p>
      ) : null}
    </section>
  );
}

"use client";

import { useEffect, useState } from "react";
import { countdownRemaining, timerDisplay } from "@/features/final-page/domain/offer-countdown";
import { ClockIcon } from "@/ui/icons";

/**
 * The offer countdown (docs/final-page.md, "Timer"). Its end comes from the server (anchored on
 * the visitor's quiz session), so it needs no cookie: the server renders the time left and the
 * browser ticks toward the same end every second. When the countdown runs out while the page is
 * open and the offer ends with it, the page reloads once to show what is offered now.
 */
export function OfferCountdown(props: {
  endsAt: number;
  durationMs: number;
  initialRemainingMs: number;
  label: string;
  endedLabel: string;
  reloadOnEnd: boolean;
}) {
  const [remainingMs, setRemainingMs] = useState(props.initialRemainingMs);

  useEffect(() => {
    let running = false;
    const tick = () => {
      const left = countdownRemaining(props.endsAt, Date.now(), props.durationMs);
      setRemainingMs(left);
      if (left > 0) running = true;
      else if (running && props.reloadOnEnd) {
        running = false;
        location.reload();
      }
    };
    tick();
    const interval = window.setInterval(tick, 1000);
    return () => window.clearInterval(interval);
  }, [props.endsAt, props.durationMs, props.reloadOnEnd]);

  const { minutes, seconds } = timerDisplay(remainingMs);
  const ended = remainingMs <= 0;
  return (
    <section
      className="flex items-center justify-center gap-3 rounded-2xl bg-primary-light px-4 py-3 font-semibold"
      data-testid="final-timer"
      data-ended={ended ? "true" : "false"}
    >
      <ClockIcon aria-hidden className="size-5 shrink-0" />
      {ended ? (
        <p role="status">{props.endedLabel}</p>
      ) : (
        <p>
          {props.label}{" "}
          <time dir="ltr" className="tabular-nums text-primary" aria-live="off">
            {String(minutes).padStart(2, "0")}:{String(seconds).padStart(2, "0")}
          </time>
        </p>
      )}
    </section>
  );
}

"use client";

import { useEffect, useState } from "react";
import { cookieCategory } from "@/features/consent/domain/cookie-table";
import { onConsent } from "@/features/consent/client/on-consent";
import { TIMER_COOKIE, timerDisplay, timerEnd } from "@/features/final-page/domain/timer-end";
import { ClockIcon } from "@/ui/icons";

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name)
      return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

/**
 * The discount countdown (docs/final-page.md, "Timer"). The server renders the state it computed
 * from the request's `timer` cookie; in the browser the same `timerEnd` runs on the stored cookie,
 * writes it once consent covers functional cookies (at once when it already does), and ticks
 * every second.
 */
export function OfferCountdown(props: {
  initialRemainingMs: number;
  durationMs: number;
  label: string;
  endedLabel: string;
}) {
  const [remainingMs, setRemainingMs] = useState(props.initialRemainingMs);

  useEffect(() => {
    const state = timerEnd(readCookie(TIMER_COOKIE), Date.now(), props.durationMs);
    const { cookie } = state;
    // The consent manager loads after the page; the cookie is written once (and if) its group is granted.
    const stopWaiting = cookie
      ? onConsent(cookieCategory(TIMER_COOKIE), () => {
          const secure = location.protocol === "https:" ? "; Secure" : "";
          document.cookie = `${TIMER_COOKIE}=${cookie.value}; Max-Age=${cookie.maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
        })
      : () => {};
    const tick = () => setRemainingMs(Math.max(0, state.endsAt - Date.now()));
    tick();
    const interval = window.setInterval(tick, 1000);
    return () => {
      stopWaiting();
      window.clearInterval(interval);
    };
  }, [props.durationMs]);

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

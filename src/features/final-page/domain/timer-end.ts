import { cookieRow } from "@/features/consent/domain/cookie-table";

export const TIMER_COOKIE = "timer";

/** The `timer` cookie's lifetime from the cookie table (one day). */
export const TIMER_COOKIE_MAX_AGE_SECONDS = cookieRow(TIMER_COOKIE)?.maxAgeSeconds ?? 86_400;

export type TimerState = {
  /** When the countdown ends, in milliseconds since the epoch. */
  endsAt: number;
  remainingMs: number;
  expired: boolean;
  /** The cookie to write, or null when the stored one already says it. */
  cookie: { name: typeof TIMER_COOKIE; value: string; maxAgeSeconds: number } | null;
};

/**
 * The end of the discount countdown (docs/final-page.md, "Timer"). The `timer` cookie holds the
 * end instant in milliseconds, so a reload continues the same countdown. A missing or unreadable
 * value starts a new countdown; an end further away than the duration (a hand-edited cookie, or
 * a page whose duration was shortened) is pulled back to now + duration. An end in the past
 * stays: the offer has ended and the cookie is not rewritten.
 */
export function timerEnd(
  cookieValue: string | undefined | null,
  now: number,
  durationMs: number,
): TimerState {
  const latest = now + durationMs;
  const stored =
    cookieValue && /^\d{1,15}$/.test(cookieValue.trim()) ? Number(cookieValue.trim()) : null;
  const endsAt = stored === null || stored > latest ? latest : stored;
  const remainingMs = Math.max(0, endsAt - now);
  return {
    endsAt,
    remainingMs,
    expired: remainingMs === 0,
    cookie:
      stored === endsAt
        ? null
        : {
            name: TIMER_COOKIE,
            value: String(endsAt),
            maxAgeSeconds: TIMER_COOKIE_MAX_AGE_SECONDS,
          },
  };
}

/** The countdown as shown: whole minutes and seconds left, rounded up to the next second. */
export function timerDisplay(remainingMs: number): { minutes: number; seconds: number } {
  const totalSeconds = Math.ceil(Math.max(0, remainingMs) / 1000);
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 };
}

import type { TimerExpiry } from "./final-page";

/**
 * The offer countdown (docs/final-page.md, "Timer"), anchored on the server: it ends
 * `durationMs` after the anchor — when the visitor's quiz session first sent them to the final
 * page. Reloads, other tabs and visitors without functional-cookie consent all see the same end.
 */
export type CountdownState = {
  /** When the countdown ends, in milliseconds since the epoch. */
  endsAt: number;
  remainingMs: number;
  expired: boolean;
  /**
   * What the end means: `offer_ends` — the page then offers the expired set and checkout charges
   * only its prices; `offer_holds` — nothing changes, so the ended countdown says the offer
   * still holds.
   */
  afterEnd: "offer_ends" | "offer_holds";
};

/**
 * The countdown of a timer block for one visitor. Null without an anchor (no quiz session sent
 * this visitor to the final page): there is nothing on the server to hold an end, and a
 * countdown that restarted on every reload is what the rules forbid, so none is shown.
 */
export function offerCountdown(input: {
  anchor: number | null;
  now: number;
  durationMs: number;
  afterExpiry: TimerExpiry;
  /** Whether the page's set names an expired set that exists (a `regular_set` then switches). */
  expiredSetExists: boolean;
}): CountdownState | null {
  if (input.anchor === null) return null;
  const endsAt = input.anchor + input.durationMs;
  const remainingMs = countdownRemaining(endsAt, input.now, input.durationMs);
  return {
    endsAt,
    remainingMs,
    expired: remainingMs === 0,
    afterEnd: input.afterExpiry === "regular_set" && input.expiredSetExists ? "offer_ends" : "offer_holds",
  };
}

/**
 * Time left until `endsAt`, never below 0 and never above the duration (a clock behind the
 * anchor's, on the server or in the browser, cannot lengthen the countdown).
 */
export function countdownRemaining(endsAt: number, now: number, durationMs: number): number {
  return Math.min(durationMs, Math.max(0, endsAt - now));
}

/** The countdown as shown: whole minutes and seconds left, rounded up to the next second. */
export function timerDisplay(remainingMs: number): { minutes: number; seconds: number } {
  const totalSeconds = Math.ceil(Math.max(0, remainingMs) / 1000);
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 };
}

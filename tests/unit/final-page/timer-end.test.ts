import { describe, expect, it } from "vitest";
import {
  timerDisplay,
  timerEnd,
  TIMER_COOKIE_MAX_AGE_SECONDS,
} from "@/features/final-page/domain/timer-end";
import { cookieRow } from "@/features/consent/domain/cookie-table";
import { readFinalPageFixture } from "./read-fixture";

type EndCase = {
  name: string;
  cookie: string | null;
  now: number;
  durationMinutes: number;
  expected: { endsAt: number; remainingMs: number; expired: boolean; cookieValue: string | null };
};
type DisplayCase = { remainingMs: number; expected: { minutes: number; seconds: number } };

const fixture = readFinalPageFixture<{ timerEnd: EndCase[]; timerDisplay: DisplayCase[] }>(
  "timer.json",
);

describe("timerEnd (golden cases)", () => {
  it.each(fixture.timerEnd)("$name", ({ cookie, now, durationMinutes, expected }) => {
    const state = timerEnd(cookie, now, durationMinutes * 60_000);
    expect({
      endsAt: state.endsAt,
      remainingMs: state.remainingMs,
      expired: state.expired,
      cookieValue: state.cookie?.value ?? null,
    }).toEqual(expected);
    if (state.cookie) expect(state.cookie).toMatchObject({ name: "timer", maxAgeSeconds: 86_400 });
  });

  it("writes the cookie with the lifetime of the cookie table's row", () => {
    expect(TIMER_COOKIE_MAX_AGE_SECONDS).toBe(cookieRow("timer")?.maxAgeSeconds);
  });

  it("a reload with the written cookie continues the same countdown", () => {
    const first = timerEnd(undefined, 1_000_000, 600_000);
    const again = timerEnd(first.cookie?.value, 1_240_000, 600_000);
    expect(again).toMatchObject({ endsAt: first.endsAt, remainingMs: 360_000, cookie: null });
  });
});

describe("timerDisplay (golden cases)", () => {
  it.each(fixture.timerDisplay)("$remainingMs ms", ({ remainingMs, expected }) => {
    expect(timerDisplay(remainingMs)).toEqual(expected);
  });
});

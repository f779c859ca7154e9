import { describe, expect, it } from "vitest";
import type { TimerExpiry } from "@/features/final-page/domain/final-page";
import {
  countdownRemaining,
  offerCountdown,
  timerDisplay,
} from "@/features/final-page/domain/offer-countdown";
import { readFinalPageFixture } from "./read-fixture";

type CountdownCase = {
  name: string;
  input: {
    anchor: number | null;
    now: number;
    durationMinutes: number;
    afterExpiry: TimerExpiry;
    expiredSetExists: boolean;
  };
  expected: unknown;
};
type DisplayCase = { remainingMs: number; expected: { minutes: number; seconds: number } };

const fixture = readFinalPageFixture<{ offerCountdown: CountdownCase[]; timerDisplay: DisplayCase[] }>(
  "offer-countdown.json",
);

describe("offerCountdown: anchored on the server (golden cases)", () => {
  it.each(fixture.offerCountdown)("$name", ({ input, expected }) => {
    const { durationMinutes, ...rest } = input;
    expect(offerCountdown({ ...rest, durationMs: durationMinutes * 60_000 })).toEqual(expected);
  });

  it("the browser's ticking agrees with the server's state at every instant", () => {
    for (const { input, expected } of fixture.offerCountdown) {
      if (expected === null) continue;
      const state = expected as { endsAt: number; remainingMs: number };
      expect(countdownRemaining(state.endsAt, input.now, input.durationMinutes * 60_000)).toBe(state.remainingMs);
    }
  });
});

describe("timerDisplay (golden cases)", () => {
  it.each(fixture.timerDisplay)("$remainingMs ms", ({ remainingMs, expected }) => {
    expect(timerDisplay(remainingMs)).toEqual(expected);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  dunningSchedule,
  isDunningRetryDue,
  nextDunningStep,
} from "@/features/billing/domain/dunning-schedule";

const golden = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/billing/dunning-schedule.json"), "utf8"),
) as {
  schedules: Array<{ name: string; firstFailedAt: string; retries: string[] }>;
  steps: Array<{
    firstFailedAt: string;
    failedAttempts: number;
    expect: { kind: "retry"; attempt: number; at: string } | { kind: "cancel" };
  }>;
  invalidFailedAttempts: number[];
};

describe("dunning schedule (golden cases)", () => {
  for (const s of golden.schedules) {
    it(s.name, () => {
      expect(dunningSchedule(new Date(s.firstFailedAt)).map((d) => d.toISOString())).toEqual(
        s.retries,
      );
    });
  }

  for (const s of golden.steps) {
    it(`after ${s.failedAttempts} failed charge(s): ${s.expect.kind}`, () => {
      const step = nextDunningStep({
        firstFailedAt: new Date(s.firstFailedAt),
        failedAttempts: s.failedAttempts,
      });
      expect(step).toEqual(
        s.expect.kind === "retry" ? { ...s.expect, at: new Date(s.expect.at) } : s.expect,
      );
    });
  }

  it.each(golden.invalidFailedAttempts)("refuses %s failed attempts", (failedAttempts) => {
    expect(() =>
      nextDunningStep({ firstFailedAt: new Date(golden.steps[0]!.firstFailedAt), failedAttempts }),
    ).toThrow(RangeError);
  });

  it("a retry is due from its time on, a cancellation never waits", () => {
    const at = new Date("2025-03-02T09:15:00.000Z");
    const retry = { kind: "retry" as const, attempt: 2, at };
    expect(isDunningRetryDue(retry, new Date(at.getTime() - 1))).toBe(false);
    expect(isDunningRetryDue(retry, at)).toBe(true);
    expect(isDunningRetryDue({ kind: "cancel" }, at)).toBe(false);
  });
});

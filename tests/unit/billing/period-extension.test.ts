import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  extendedPeriodEnd,
  reportedPeriodExtension,
} from "@/features/billing/domain/period-extension";
import type { ProviderSubscriptionStatus } from "@/features/billing/domain/provider-event";
import type { SubscriptionStatus } from "@/features/billing/domain/subscription-states";

type Golden = {
  extend: { name: string; periodEnd: string; days: number; expect: string }[];
  ours: { start: string; end: string };
  reported: {
    name: string;
    oursStatus: SubscriptionStatus;
    status: ProviderSubscriptionStatus;
    start: string;
    end: string;
    expect: string | null;
  }[];
};
const golden = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/billing/period-extension.json"), "utf8"),
) as Golden;

describe("extending a period (golden cases)", () => {
  for (const c of golden.extend)
    it(`extends: ${c.name}`, () => {
      const run = () => extendedPeriodEnd(new Date(c.periodEnd), c.days);
      if (c.expect === "error") expect(run).toThrow(RangeError);
      else expect(run()).toEqual(new Date(c.expect));
    });

  for (const c of golden.reported)
    it(`reads a provider's report: ${c.name}`, () => {
      const ours = {
        status: c.oursStatus,
        currentPeriodStart: new Date(golden.ours.start),
        currentPeriodEnd: new Date(golden.ours.end),
      };
      const reported = {
        status: c.status,
        currentPeriodStart: new Date(c.start),
        currentPeriodEnd: new Date(c.end),
      };
      expect(reportedPeriodExtension(ours, reported)).toEqual(c.expect && new Date(c.expect));
    });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { discountedAmount } from "@/features/billing/domain/renewal-discount";
import type { SubscriptionStatus } from "@/features/billing/domain/subscription-states";
import { stepKey } from "@/features/subscription/domain/cancel-flow-steps";
import { cancelReasons, type CancelReason } from "@/features/subscription/domain/cancel-reasons";
import {
  discountRenewalsLeft,
  nextCharge,
  renewalAmount,
  statusView,
} from "@/features/subscription/domain/next-charge";
import { pauseResumesAt } from "@/features/subscription/domain/pause-dates";
import {
  offerByReason,
  retentionOfferFor,
  type PauseMonths,
} from "@/features/subscription/domain/retention-offer";

const golden = <T>(name: string): T =>
  JSON.parse(readFileSync(path.join(process.cwd(), "tests/fixtures/subscription", name), "utf8")) as T;

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

describe("retention offer by reason (golden cases)", () => {
  const { cases } = golden<{
    cases: Array<{
      name: string;
      reason: CancelReason;
      status: SubscriptionStatus;
      cancelAtPeriodEnd?: boolean;
      acceptedOffers?: number;
      expect: unknown;
    }>;
  }>("retention-offers.json");
  for (const c of cases)
    it(c.name, () => {
      expect(
        retentionOfferFor({
          reason: c.reason,
          status: c.status,
          cancelAtPeriodEnd: c.cancelAtPeriodEnd ?? false,
          acceptedOffers: c.acceptedOffers ?? 0,
        }),
      ).toEqual(c.expect);
    });

  it("has an offer for every reason", () => {
    expect(Object.keys(offerByReason).sort()).toEqual([...cancelReasons].sort());
  });
});

describe("pause end dates (golden cases)", () => {
  const { cases } = golden<{
    cases: Array<{ name: string; periodEnd: string; months: PauseMonths; expect: string }>;
  }>("pause-dates.json");
  for (const c of cases)
    it(c.name, () => {
      expect(pauseResumesAt(new Date(c.periodEnd), c.months).toISOString()).toBe(c.expect);
    });
});

describe("discounted renewal amounts (golden cases)", () => {
  const { cases, invalid } = golden<{
    cases: Array<{ name: string; amountMinor: number; percentOff: number; expect: number }>;
    invalid: Array<{ amountMinor: number; percentOff: number }>;
  }>("discount-amounts.json");
  for (const c of cases)
    it(c.name, () => {
      expect(discountedAmount(c.amountMinor, c.percentOff)).toBe(c.expect);
    });
  for (const c of invalid)
    it(`refuses ${c.amountMinor} at ${c.percentOff} %`, () => {
      expect(() => discountedAmount(c.amountMinor, c.percentOff)).toThrow(RangeError);
    });
});

describe("next charge and status (golden cases)", () => {
  type ChargeCase = {
    name: string;
    status: SubscriptionStatus;
    cancelAtPeriodEnd: boolean;
    periodEnd: string;
    resumesAt: string | null;
    renewalAmountMinor: number;
    discount: { percentOff: number; renewalsLeft: number } | null;
    expect: { at: string; amountMinor: number } | null;
  };
  const file = golden<{
    cases: ChargeCase[];
    status: Array<{
      name: string;
      status: SubscriptionStatus;
      cancelAtPeriodEnd: boolean;
      resumesAt?: string;
      expect: { kind: string; on?: string; until?: string };
    }>;
    renewalAmount: Array<{
      name: string;
      regularMinor: number;
      introMinor: number | null;
      introPeriods: number;
      paidInvoices: number;
      expect: number;
    }>;
    discountRenewalsLeft: Array<{ granted: number; paidSince: number; expect: number }>;
  }>("next-charge.json");
  for (const c of file.cases)
    it(c.name, () => {
      const charge = nextCharge({
        status: c.status,
        cancelAtPeriodEnd: c.cancelAtPeriodEnd,
        currentPeriodEnd: new Date(c.periodEnd),
        resumesAt: date(c.resumesAt),
        renewalAmountMinor: c.renewalAmountMinor,
        discount: c.discount,
      });
      expect(charge).toEqual(c.expect && { at: new Date(c.expect.at), amountMinor: c.expect.amountMinor });
    });
  for (const c of file.status)
    it(`status: ${c.name}`, () => {
      const view = statusView({
        status: c.status,
        cancelAtPeriodEnd: c.cancelAtPeriodEnd,
        currentPeriodEnd: new Date("2025-06-01T12:00:00.000Z"),
        resumesAt: date(c.resumesAt),
      });
      expect(view).toEqual({
        kind: c.expect.kind,
        ...(c.expect.on && { on: new Date(c.expect.on) }),
        ...(c.expect.until && { until: new Date(c.expect.until) }),
      });
    });
  for (const c of file.renewalAmount)
    it(`renewal amount: ${c.name}`, () => {
      expect(renewalAmount(c)).toBe(c.expect);
    });
  for (const c of file.discountRenewalsLeft)
    it(`discount renewals left: ${c.granted} granted, ${c.paidSince} paid since`, () => {
      expect(discountRenewalsLeft(c.granted, c.paidSince)).toBe(c.expect);
    });
});

describe("step keys", () => {
  it("differ per step and per flow, so each step acts once", () => {
    const keys = new Set([
      stepKey("s", "f1", "offer_accepted"),
      stepKey("s", "f1", "cancel_confirmed"),
      stepKey("s", "f2", "offer_accepted"),
    ]);
    expect(keys.size).toBe(3);
  });
});

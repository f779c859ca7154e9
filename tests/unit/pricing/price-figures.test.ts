import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addBillingPeriods, periodDays } from "@/features/pricing/domain/billing-period";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type {
  BillingPeriod,
  OneTimePackage,
  SubscriptionPackage,
} from "@/features/pricing/domain/package";
import {
  amountDueToday,
  introPricePerDay,
  pricePerDay,
  regularPricePerDay,
  savingPercent,
} from "@/features/pricing/domain/price-figures";
import { renewalSchedule } from "@/features/pricing/domain/renewal-schedule";
import { readPricingFixture } from "./read-fixture";

type PerDayGolden = {
  cases: Array<{
    name: string;
    amount: number;
    currency: CurrencyCode;
    period: BillingPeriod;
    perDay: number;
  }>;
};
type FiguresGolden = {
  subscriptions: Array<{
    name: string;
    package: SubscriptionPackage;
    currency: CurrencyCode;
    start: string;
    expected: {
      dueToday: number;
      introPerDay: number | null;
      regularPerDay: number;
      savingPercent: number | null;
      firstRenewal: { date: string; amount: number };
      regularPriceFrom: string;
    };
  }>;
  oneTime: Array<{
    name: string;
    package: OneTimePackage;
    currency: CurrencyCode;
    expected: { dueToday: number; savingPercent: number | null };
  }>;
};

const perDay = readPricingFixture<PerDayGolden>("price-per-day.json");
const figures = readPricingFixture<FiguresGolden>("derived-figures.json");

describe("price per day (golden cases)", () => {
  for (const c of perDay.cases) {
    it(c.name, () => {
      expect(pricePerDay(c.amount, c.period, c.currency)).toBe(c.perDay);
    });
  }
});

describe("derived figures (golden cases)", () => {
  for (const c of figures.subscriptions) {
    it(c.name, () => {
      const schedule = renewalSchedule(c.package, c.currency, new Date(c.start));
      expect({
        dueToday: amountDueToday(c.package, c.currency),
        introPerDay: introPricePerDay(c.package, c.currency),
        regularPerDay: regularPricePerDay(c.package, c.currency),
        savingPercent: savingPercent(c.package, c.currency),
        firstRenewal: {
          date: schedule.firstRenewal.date.toISOString(),
          amount: schedule.firstRenewal.amount,
        },
        regularPriceFrom: schedule.regularPriceFrom.toISOString(),
      }).toEqual(c.expected);
    });
  }
  for (const c of figures.oneTime) {
    it(c.name, () => {
      expect({
        dueToday: amountDueToday(c.package, c.currency),
        savingPercent: savingPercent(c.package, c.currency),
      }).toEqual(c.expected);
    });
  }
});

describe("derived figures: rules", () => {
  const period = fc.oneof(
    fc.record({ unit: fc.constant("week" as const), count: fc.integer({ min: 1, max: 52 }) }),
    fc.record({ unit: fc.constant("month" as const), count: fc.integer({ min: 1, max: 12 }) }),
  );

  it("spreads the amount over the period to within half a cent a day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), period, (amount, p) => {
        const { numerator, denominator } = periodDays(p);
        const exact = (amount * denominator) / numerator;
        expect(Math.abs(pricePerDay(amount, p, "USD") - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("shows a saving that never exceeds the real one, by less than a point", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1e8 }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (regular, share) => {
          const intro = Math.max(1, Math.min(regular - 1, Math.round(regular * share)));
          const pkg: SubscriptionPackage = {
            id: "pp_rule",
            kind: "subscription",
            product: "meal_plan",
            period: { unit: "week", count: 4 },
            intro: { type: "intro_price", periods: 1 },
            amounts: { USD: { intro, regular } },
            mostPopular: false,
            displayOrder: 0,
          };
          const real = ((regular - intro) / regular) * 100;
          const shown = savingPercent(pkg, "USD") ?? -1;
          expect(shown).toBeLessThanOrEqual(real + 1e-9);
          expect(real - shown).toBeLessThan(1);
        },
      ),
    );
  });

  it("never lets a monthly renewal day drift: n months from the start keep its day or the month's last", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2099-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 48 }),
        (start, times) => {
          const renewal = addBillingPeriods(start, { unit: "month", count: 1 }, times);
          const monthsApart =
            (renewal.getUTCFullYear() - start.getUTCFullYear()) * 12 +
            renewal.getUTCMonth() -
            start.getUTCMonth();
          const lastDay = new Date(
            Date.UTC(renewal.getUTCFullYear(), renewal.getUTCMonth() + 1, 0),
          ).getUTCDate();
          expect(monthsApart).toBe(times);
          expect(renewal.getUTCDate()).toBe(Math.min(start.getUTCDate(), lastDay));
          expect(renewal.getUTCHours() * 3600e3 + renewal.getUTCMinutes() * 60e3).toBe(
            start.getUTCHours() * 3600e3 + start.getUTCMinutes() * 60e3,
          );
        },
      ),
    );
  });

  it("refuses a currency the package has no price in", () => {
    const pkg = figures.subscriptions[0]!.package;
    expect(() => amountDueToday(pkg, "JPY")).toThrow(RangeError);
  });
});

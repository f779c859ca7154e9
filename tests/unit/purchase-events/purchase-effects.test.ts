import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { netRevenue } from "@/features/analytics/domain/net-revenue";
import type { OrderKind } from "@/features/billing/domain/order-states";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import {
  afterFailure,
  effectsFor,
  maxEffectAttempts,
  retryDelayMs,
} from "@/features/purchase-events/domain/purchase-effects";
import {
  consentedClickIds,
  conversionDecision,
  purchaseAnalyticsEvent,
  purchaseSlackNotification,
  utmReportPayload,
  type ContextFacts,
  type OrderFacts,
} from "@/features/purchase-events/domain/purchase-facts";
import { purchaseRevenue } from "@/features/purchase-events/domain/purchase-revenue";

type Named<T> = T & { name: string };
const golden = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/purchase-events/purchase-effects.json"), "utf8"),
) as {
  effects: { kind: OrderKind; senders: string[]; expected: string[] }[];
  retries: { attempts: number; nowMs: number; expectedDelayMs: number; expected: unknown }[];
  revenue: { amountMinor: number; currency: CurrencyCode; expected: { revenue: number; netRevenue: number } }[];
  conversion: Named<{ context: ContextFacts | null; expected: unknown; expectedClickIds: unknown }>[];
  utm: Named<{ context: ContextFacts | null; fallbackLocale: string; expected: unknown }>[];
  analytics: Named<{ order: OrderFacts; context: ContextFacts | null; expected: unknown }>[];
  slack: Named<{ order: OrderFacts; context: ContextFacts | null; expected: unknown }>[];
};

describe("which effects an order gets (golden cases)", () => {
  for (const c of golden.effects)
    it(`${c.kind} with ${c.senders.length} conversion platforms`, () => {
      expect(effectsFor(c.kind, c.senders)).toEqual(c.expected);
    });
});

describe("retries of a failed effect (golden cases)", () => {
  for (const c of golden.retries)
    it(`after ${c.attempts} failed tries`, () => {
      expect(retryDelayMs(c.attempts)).toBe(c.expectedDelayMs);
      expect(afterFailure(c.attempts, c.nowMs)).toEqual(c.expected);
    });
  it("gives up exactly at the last try", () => {
    expect(afterFailure(maxEffectAttempts - 1, 0).status).toBe("failed");
    expect(afterFailure(maxEffectAttempts, 0).status).toBe("gave_up");
  });
});

describe("revenue and net revenue (golden cases)", () => {
  for (const c of golden.revenue)
    it(`${c.amountMinor} ${c.currency}`, () => {
      expect(purchaseRevenue(c.amountMinor, c.currency)).toEqual(c.expected);
    });
  it("is the analytics formula on the amount in major units, to the hundredth", () => {
    expect(purchaseRevenue(1999, "EUR").netRevenue).toBe(Math.round(netRevenue(19.99) * 100) / 100);
  });
});

describe("server conversions and consent (golden cases)", () => {
  for (const c of golden.conversion)
    it(c.name, () => {
      expect(conversionDecision(c.context)).toEqual(c.expected);
      expect(consentedClickIds(c.context)).toEqual(c.expectedClickIds);
    });
});

describe("the purchase's utm report (golden cases)", () => {
  for (const c of golden.utm)
    it(c.name, () => {
      expect(utmReportPayload(c.context, c.fallbackLocale)).toEqual(c.expected);
    });
});

describe("the analytics event (golden cases)", () => {
  for (const c of golden.analytics)
    it(c.name, () => {
      expect(purchaseAnalyticsEvent(c.order, c.context)).toEqual(c.expected);
    });
});

describe("the Slack notification (golden cases)", () => {
  for (const c of golden.slack)
    it(c.name, () => {
      const notification = purchaseSlackNotification(c.order, c.context);
      expect(notification).toEqual(c.expected);
      expect(JSON.stringify(notification)).not.toMatch(/@|visitor|v-1|Mozilla/);
    });
});

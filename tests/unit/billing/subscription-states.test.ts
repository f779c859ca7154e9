import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  subscriptionStatuses,
  transitionSubscription,
  type SubscriptionEvent,
  type SubscriptionStatus,
  type TransitionActor,
} from "@/features/billing/domain/subscription-states";

type Period = { start: string; end: string };
type Case = {
  name: string;
  from: SubscriptionStatus;
  cancelAtPeriodEnd?: boolean;
  actor?: TransitionActor;
  event: {
    type: SubscriptionEvent["type"];
    periodStart?: string;
    periodEnd?: string;
    atPeriodEnd?: boolean;
    full?: boolean;
  };
  expect:
    { to: SubscriptionStatus; cancelAtPeriodEnd?: boolean; period?: Period } | { rejected: string };
};
const golden = JSON.parse(
  readFileSync(
    path.join(process.cwd(), "tests/fixtures/billing/subscription-transitions.json"),
    "utf8",
  ),
) as {
  period: Period;
  at: string;
  cases: Case[];
};

function toEvent(raw: Case["event"]): SubscriptionEvent {
  const dated = {
    ...raw,
    periodStart: raw.periodStart && new Date(raw.periodStart),
    periodEnd: raw.periodEnd && new Date(raw.periodEnd),
  };
  return Object.fromEntries(
    Object.entries(dated).filter(([, value]) => value !== undefined),
  ) as SubscriptionEvent;
}

const eventTypes = [
  "payment_succeeded",
  "payment_failed",
  "retries_exhausted",
  "cancel_requested",
  "cancel_withdrawn",
  "period_ended",
  "paused",
  "resumed",
  "refunded",
  "period_extended",
];

describe("subscription state machine (golden cases)", () => {
  const at = new Date(golden.at);
  for (const c of golden.cases) {
    it(c.name, () => {
      const state = {
        status: c.from,
        cancelAtPeriodEnd: c.cancelAtPeriodEnd ?? false,
        currentPeriodStart: new Date(golden.period.start),
        currentPeriodEnd: new Date(golden.period.end),
      };
      const actor = c.actor ?? "system";
      const result = transitionSubscription(state, toEvent(c.event), { at, actor });
      if ("rejected" in c.expect) {
        expect(result).toEqual({
          ok: false,
          reason: c.expect.rejected,
          from: c.from,
          event: c.event.type,
        });
        return;
      }
      const period = c.expect.period ?? golden.period;
      expect(result).toEqual({
        ok: true,
        state: {
          status: c.expect.to,
          cancelAtPeriodEnd: c.expect.cancelAtPeriodEnd ?? state.cancelAtPeriodEnd,
          currentPeriodStart: new Date(period.start),
          currentPeriodEnd: new Date(period.end),
        },
        transition: { from: c.from, to: c.expect.to, event: c.event.type, at, actor },
      });
    });
  }

  it("the cases cover every status with every event", () => {
    const seen = new Set(golden.cases.map((c) => `${c.from} ${c.event.type}`));
    const missing = subscriptionStatuses
      .flatMap((status) => eventTypes.map((type) => `${status} ${type}`))
      .filter((pair) => !seen.has(pair));
    expect(missing).toEqual([]);
  });

  it("does not change the state it was given", () => {
    const state = {
      status: "active" as const,
      cancelAtPeriodEnd: false,
      currentPeriodStart: new Date(golden.period.start),
      currentPeriodEnd: new Date(golden.period.end),
    };
    const copy = structuredClone(state);
    transitionSubscription(
      state,
      { type: "cancel_requested", atPeriodEnd: true },
      { at: new Date(golden.at), actor: "customer" },
    );
    expect(state).toEqual(copy);
  });
});

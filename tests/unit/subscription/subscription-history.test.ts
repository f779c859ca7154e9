import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { subscriptionStatuses, type SubscriptionStatus } from "@/features/billing/domain/subscription-states";
import { holdsRunningPlan, orderSubscriptionHistory } from "@/features/subscription/domain/subscription-history";

const golden = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/subscription/subscription-history.json"), "utf8"),
) as {
  cases: { name: string; input: { id: string; status: SubscriptionStatus; createdAt: string }[]; expect: string[] }[];
  running: Record<SubscriptionStatus, boolean>;
};

describe("the order of a person's subscriptions (golden cases)", () => {
  for (const c of golden.cases)
    it(c.name, () => {
      const entries = c.input.map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt) }));
      expect(orderSubscriptionHistory(entries).map((entry) => entry.id)).toEqual(c.expect);
    });

  it("says for every status whether it holds a running plan", () => {
    expect(Object.keys(golden.running).sort()).toEqual([...subscriptionStatuses].sort());
    for (const status of subscriptionStatuses) expect(holdsRunningPlan(status), status).toBe(golden.running[status]);
  });
});

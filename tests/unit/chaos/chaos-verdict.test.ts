import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { judgeChaosRun, type ChaosCheckout, type ChaosRows } from "../../../bench/chaos/chaos-verdict";

type Case = {
  name: string;
  checkouts: ChaosCheckout[];
  rows: Partial<ChaosRows>;
  counts: Record<string, number>;
  failed: boolean;
};

const cases = JSON.parse(
  readFileSync(path.join(__dirname, "../../fixtures/chaos/verdict.json"), "utf8"),
) as Case[];

const emptyRows: ChaosRows = {
  orders: [],
  payments: [],
  subscriptions: [],
  processorIntents: [],
  processorSubscriptions: [],
  waitingEvents: [],
  events: { total: 0, undelivered: 0, attempts: 0 },
  received: { total: 0, unprocessed: 0 },
  jobs: [],
};

describe("the chaos run's verdict on the rows it left", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const verdict = judgeChaosRun(c.checkouts, { ...emptyRows, ...c.rows });
    expect(verdict.counts).toEqual(c.counts);
    expect(verdict.failed).toBe(c.failed);
    for (const finding of verdict.findings) expect(finding.detail.length).toBeGreaterThan(0);
  });

  it("counts orders by status", () => {
    const healthy = cases[0]!;
    const verdict = judgeChaosRun(healthy.checkouts, { ...emptyRows, ...healthy.rows });
    expect(verdict.orders).toEqual({ total: 3, byStatus: { paid: 2, failed: 1 } });
  });
});

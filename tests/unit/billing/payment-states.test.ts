import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  paymentEventFromProvider,
  transitionPayment,
  type PaymentEvent,
  type PaymentStatus,
} from "@/features/billing/domain/payment-states";

type Case = {
  from: PaymentStatus;
  event: PaymentEvent;
  expect: { to: PaymentStatus; failureCode: string | null } | { rejected: string };
};
const golden = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/billing/payment-transitions.json"), "utf8"),
) as {
  at: string;
  cases: Case[];
};

describe("payment attempt states (golden cases)", () => {
  const at = new Date(golden.at);
  for (const c of golden.cases) {
    it(`${c.from} + ${c.event.type}`, () => {
      const result = transitionPayment({ status: c.from, failureCode: null }, c.event, at);
      if ("rejected" in c.expect) {
        expect(result).toEqual({
          ok: false,
          reason: c.expect.rejected,
          from: c.from,
          event: c.event.type,
        });
        return;
      }
      expect(result).toEqual({
        ok: true,
        state: { status: c.expect.to, failureCode: c.expect.failureCode },
        transition: { from: c.from, to: c.expect.to, event: c.event.type, at },
      });
    });
  }
});

describe("paymentEventFromProvider", () => {
  it("maps each provider status to its event, a failure without a code to processing_error", () => {
    expect(paymentEventFromProvider("succeeded")).toEqual({ type: "succeeded" });
    expect(paymentEventFromProvider("requires_action")).toEqual({ type: "action_required" });
    expect(paymentEventFromProvider("processing")).toEqual({ type: "processing" });
    expect(paymentEventFromProvider("failed", "expired_card")).toEqual({
      type: "failed",
      code: "expired_card",
    });
    expect(paymentEventFromProvider("failed")).toEqual({
      type: "failed",
      code: "processing_error",
    });
  });
});

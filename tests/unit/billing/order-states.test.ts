import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  transitionOrder,
  type OrderEvent,
  type OrderState,
  type OrderStatus,
} from "@/features/billing/domain/order-states";

type Case = {
  name: string;
  from: OrderStatus;
  order?: Partial<OrderState>;
  event: OrderEvent;
  expect:
    { to: OrderStatus; refundedMinor?: number; paymentId?: string | null } | { rejected: string };
};
const golden = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/billing/order-transitions.json"), "utf8"),
) as {
  order: Omit<OrderState, "status">;
  at: string;
  cases: Case[];
};

describe("order state machine (golden cases)", () => {
  const at = new Date(golden.at);
  for (const c of golden.cases) {
    it(c.name, () => {
      const state: OrderState = { ...golden.order, ...c.order, status: c.from };
      const result = transitionOrder(state, c.event, at);
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
        state: {
          ...state,
          status: c.expect.to,
          refundedMinor: c.expect.refundedMinor ?? state.refundedMinor,
          paymentId: c.expect.paymentId === undefined ? state.paymentId : c.expect.paymentId,
        },
        transition: { from: c.from, to: c.expect.to, event: c.event.type, at },
      });
    });
  }

  it("the cases reach every status and every rejection", () => {
    const reached = new Set(golden.cases.flatMap((c) => ("to" in c.expect ? [c.expect.to] : [])));
    const rejections = new Set(
      golden.cases.flatMap((c) => ("rejected" in c.expect ? [c.expect.rejected] : [])),
    );
    expect([...reached].sort()).toEqual(["failed", "paid", "partially_refunded", "refunded"]);
    expect([...rejections].sort()).toEqual([
      "already_paid",
      "amount_mismatch",
      "currency_mismatch",
      "invalid_amount",
      "not_paid",
      "paid_twice",
      "refund_exceeds_paid",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import {
  blocksErasure,
  isPseudonymEmail,
  pseudonymEmail,
  scrubText,
} from "@/features/privacy/domain/erasure-rules";

describe("erasure rules", () => {
  it("replaces the e-mail and names in free text, any case, the longest first", () => {
    expect(
      scrubText("Ticket 9: Ana.Lopez@Example.com (Ana) asked to be forgotten", [
        "ana.lopez@example.com",
        "Ana",
      ]),
    ).toBe("Ticket 9: [erased] ([erased]) asked to be forgotten");
    expect(scrubText("a+b@x.io wrote", ["a+b@x.io"])).toBe("[erased] wrote");
    expect(scrubText("nothing here", [])).toBe("nothing here");
  });

  it("makes an unroutable pseudonym address", () => {
    const address = pseudonymEmail("6f1c2c3e-0b1a-4e57-9d7e-1f2a3b4c5d6e");
    expect(address).toBe("erased-6f1c2c3e-0b1a-4e57-9d7e-1f2a3b4c5d6e@erased.invalid");
    expect(isPseudonymEmail(address)).toBe(true);
    expect(isPseudonymEmail("ana@example.com")).toBe(false);
  });

  it("waits for a subscription that would go on charging, not for one set to cancel or ended", () => {
    expect(blocksErasure({ status: "active", cancelAtPeriodEnd: false })).toBe(true);
    expect(blocksErasure({ status: "trialing", cancelAtPeriodEnd: false })).toBe(true);
    expect(blocksErasure({ status: "past_due", cancelAtPeriodEnd: false })).toBe(true);
    expect(blocksErasure({ status: "active", cancelAtPeriodEnd: true })).toBe(false);
    expect(blocksErasure({ status: "canceled", cancelAtPeriodEnd: false })).toBe(false);
    expect(blocksErasure({ status: "expired", cancelAtPeriodEnd: true })).toBe(false);
  });
});

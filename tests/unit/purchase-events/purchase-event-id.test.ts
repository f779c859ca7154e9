import { describe, expect, it } from "vitest";
import { purchaseEventId } from "@/features/purchase-events/domain/purchase-event-id";

describe("purchaseEventId", () => {
  it("is the same for the same order and differs between orders", () => {
    const a = "0b9f3f0e-8a3c-4f5e-9d2a-1c2b3d4e5f60";
    const b = "7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5";
    expect(purchaseEventId(a)).toBe(`purchase_${a}`);
    expect(purchaseEventId(a)).toBe(purchaseEventId(a));
    expect(purchaseEventId(a)).not.toBe(purchaseEventId(b));
  });
});

import { describe, expect, it } from "vitest";
import type { FinalPageBlock } from "@/features/final-page/domain/final-page";
import { offeredSet } from "@/features/final-page/domain/offered-set";
import type { PackageSet } from "@/features/final-page/domain/package-set";

const regular: PackageSet = { id: "pp_regular", packageIds: ["pp_4w_regular"], discount: false };
const discount: PackageSet = {
  id: "pp_discount",
  packageIds: ["pp_4w_intro"],
  discount: true,
  expiredSetId: "pp_regular",
};
const sets = { pp_regular: regular, pp_discount: discount };
const timer = (afterExpiry: "keep_offer" | "regular_set"): FinalPageBlock => ({
  type: "timer",
  durationMinutes: 15,
  label: { key: "timer.label" },
  endedLabel: { key: "timer.ended" },
  afterExpiry,
});

describe("offeredSet", () => {
  it("keeps the chosen set while the countdown runs", () => {
    expect(
      offeredSet({
        blocks: [timer("regular_set")],
        packageSet: discount,
        packageSets: sets,
        timerExpired: false,
      }),
    ).toBe(discount);
  });
  it("switches to the set's expired set once the countdown ended on a regular_set timer", () => {
    expect(
      offeredSet({
        blocks: [timer("regular_set")],
        packageSet: discount,
        packageSets: sets,
        timerExpired: true,
      }),
    ).toBe(regular);
  });
  it("keeps the offer after the end when the timer says keep_offer", () => {
    expect(
      offeredSet({
        blocks: [timer("keep_offer")],
        packageSet: discount,
        packageSets: sets,
        timerExpired: true,
      }),
    ).toBe(discount);
  });
  it("keeps the offer when the expired set does not exist or the page has no timer", () => {
    const orphan = { ...discount, expiredSetId: "pp_gone" };
    expect(
      offeredSet({
        blocks: [timer("regular_set")],
        packageSet: orphan,
        packageSets: sets,
        timerExpired: true,
      }),
    ).toBe(orphan);
    expect(
      offeredSet({ blocks: [], packageSet: discount, packageSets: sets, timerExpired: true }),
    ).toBe(discount);
  });
  it("no set stays no set", () => {
    expect(
      offeredSet({
        blocks: [timer("regular_set")],
        packageSet: null,
        packageSets: sets,
        timerExpired: true,
      }),
    ).toBeNull();
  });
});
